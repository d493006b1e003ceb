import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Env, Hono } from 'hono';

/**
 * Serves the built web app from `root`: files as they are, every other GET path as
 * index.html so the client router can take it (its own Page Not Found included).
 */
export function serveWebApp<E extends Env>(app: Hono<E>, root: string): boolean {
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) return false;
  const indexHtml = readFileSync(indexPath, 'utf8');
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return true;
}

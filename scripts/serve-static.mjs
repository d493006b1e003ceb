#!/usr/bin/env node
/**
 * A plain static file server for the demo (docs/decisions/0011): serves a folder, dist-demo/ unless told
 * otherwise, and nothing else. No /api behind it: the demo's service worker answers those in
 * the browser. An unknown path gets the folder's 404.html with status 404, as GitHub Pages and
 * most file hosts do (the demo build writes one: the app, which then routes the path).
 *
 *   node scripts/serve-static.mjs [folder] [--port 4173] [--host 127.0.0.1]
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  // WebAssembly.instantiateStreaming needs this type.
  '.wasm': 'application/wasm',
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const root = resolve(positionals[0] ?? 'dist-demo');

/** The file a URL path names inside root, or undefined when it is not a file there. */
async function fileFor(pathname) {
  let path;
  try {
    path = normalize(join(root, decodeURIComponent(pathname)));
  } catch {
    return undefined;
  }
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  try {
    const info = await stat(path);
    if (info.isDirectory()) return fileFor(`${pathname.replace(/\/$/, '')}/index.html`);
    return info.isFile() ? { path, size: info.size } : undefined;
  } catch {
    return undefined;
  }
}

function send(response, status, file, method) {
  response.writeHead(status, {
    'Content-Type': TYPES[extname(file.path)] ?? 'application/octet-stream',
    'Content-Length': file.size,
    // The service worker and the page must be checked again on each visit to pick up a build.
    'Cache-Control': file.path.includes(`${sep}assets${sep}`)
      ? 'max-age=31536000, immutable'
      : 'no-cache',
  });
  if (method === 'HEAD') response.end();
  else createReadStream(file.path).pipe(response);
}

const server = createServer(async (request, response) => {
  const method = request.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const file = await fileFor(pathname);
  if (file) return send(response, 200, file, method);
  const notFound = await fileFor('/404.html');
  if (notFound) return send(response, 404, notFound, method);
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => server.close(() => process.exit(0)));
}

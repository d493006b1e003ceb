import { createServer, type Plugin } from 'vite';

/** The module that renders the shell, and the function it exports. */
const SHELL_MODULE = '/src/client/app/static-shell.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Puts the app's shell into the built index.html's #root (src/client/app/static-shell.tsx), so
 * the first paint shows the top bar, the navs and the grid's skeleton before any JavaScript has
 * run, offline included; main.tsx's createRoot then replaces it with the same screen. Build
 * only: the dev server keeps the empty #root.
 */
export function prerenderShell(): Plugin {
  return {
    name: 'craftreel:prerender-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(EMPTY_ROOT)) {
          throw new Error(`prerender-shell: index.html has no ${EMPTY_ROOT} to fill`);
        }
        // A throwaway Vite server loads the app's modules for Node (CSS imports and all).
        const server = await createServer({
          configFile: false,
          appType: 'custom',
          logLevel: 'error',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const shell = (await server.ssrLoadModule(SHELL_MODULE)) as {
            renderStaticShell: () => string;
          };
          return html.replace(EMPTY_ROOT, `<div id="root">${shell.renderStaticShell()}</div>`);
        } finally {
          await server.close();
        }
      },
    },
  };
}

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { APP_HTML_END, APP_HTML_START } from '../src/shared/rendered-page.ts';
import { reactWithLingui } from './vite-lingui.ts';

/** The module that renders pages of the app to HTML (src/client/app/static-shell.tsx). */
const RENDER_MODULE = 'src/client/app/static-shell.tsx';
/** Where its Node build goes, beside dist/client: the server loads it from there. */
const RENDER_BUNDLE = 'render-page.js';
const EMPTY_ROOT = '<div id="root"></div>';

interface RenderModule {
  renderStaticShell(): Promise<string>;
}

/**
 * Builds the app's page renderer for Node (dist/server/render-page.js: static-shell.tsx with
 * React and every library bundled in, so the server needs none of the web app's packages) and
 * puts the shell it renders into the built index.html's #root, so the first paint shows the top
 * bar, the navs and the grid's skeleton before any JavaScript has run, offline included. The
 * server renders / and video pages with their data from the same bundle
 * (src/server/node/static-site.ts). Build only: the dev server keeps the empty #root.
 */
export function prerenderShell(options: { serverOutDir?: string } = {}): Plugin {
  let root = process.cwd();
  let serverOutDir = resolve(root, 'dist/server');
  return {
    name: 'craftreel:prerender-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      // The demo's build (vite.demo.config.ts) keeps its renderer out of the site it ships.
      serverOutDir = resolve(
        config.root,
        options.serverOutDir ?? `${config.build.outDir}/../server`,
      );
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(EMPTY_ROOT)) {
          throw new Error(`prerender-shell: index.html has no ${EMPTY_ROOT} to fill`);
        }
        await build({
          configFile: false,
          root,
          mode: 'production',
          logLevel: 'warn',
          plugins: reactWithLingui(),
          // React's production build, whatever NODE_ENV the server later runs with.
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          ssr: { noExternal: true },
          build: {
            ssr: RENDER_MODULE,
            outDir: serverOutDir,
            emptyOutDir: true,
            copyPublicDir: false,
            // One file: the pages' own chunks inlined, as the server loads it whole anyway.
            rollupOptions: {
              output: { entryFileNames: RENDER_BUNDLE, inlineDynamicImports: true },
            },
          },
        });
        const bundle = pathToFileURL(resolve(serverOutDir, RENDER_BUNDLE));
        // A fresh copy of the module for each build (watch mode builds again in one process).
        const renderer = (await import(`${bundle.href}?build=${Date.now()}`)) as RenderModule;
        const shell = await renderer.renderStaticShell();
        return html.replace(
          EMPTY_ROOT,
          `<div id="root">${APP_HTML_START}${shell}${APP_HTML_END}</div>`,
        );
      },
    },
  };
}

import { defineConfig } from 'vite';
import { prerenderShell } from './scripts/prerender-shell.ts';
import { firstPaintFirst } from './scripts/vite-first-paint.ts';
import { reactWithLingui } from './scripts/vite-lingui.ts';
import { precompress } from './scripts/vite-precompress.ts';

export default defineConfig({
  plugins: [...reactWithLingui(), prerenderShell(), firstPaintFirst(), precompress()],
  build: {
    outDir: 'dist/client',
    // One stylesheet, inlined in every page (scripts/vite-first-paint.ts): a page rendered by the
    // server needs the styles of what it shows before any script runs, whichever chunk they
    // came with. All of it is ~7 KB compressed.
    cssCodeSplit: false,
    emptyOutDir: true,
    // dist/client/.vite/manifest.json: which chunks the entry imports (scripts/bundle-size.mjs).
    manifest: true,
    // Every browser the app supports has modulepreload; without the polyfill the entry begins
    // with its compile hint (scripts/vite-first-paint.ts).
    modulePreload: { polyfill: false },
  },
  server: {
    // In development Vite serves the web app and hands /api, and the "Made it" photos the API's
    // answers point at (/photos), to the Node server (npm run dev).
    proxy: { '/api': 'http://127.0.0.1:3000', '/photos': 'http://127.0.0.1:3000' },
  },
});

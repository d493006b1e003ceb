import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderShell } from './scripts/prerender-shell.ts';
import { firstPaintFirst } from './scripts/vite-first-paint.ts';
import { precompress } from './scripts/vite-precompress.ts';

export default defineConfig({
  plugins: [react(), prerenderShell(), firstPaintFirst(), precompress()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // dist/client/.vite/manifest.json: which chunks the entry imports (scripts/bundle-size.mjs).
    manifest: true,
  },
  server: {
    // In development Vite serves the web app and hands /api to the Node server (npm run dev).
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});

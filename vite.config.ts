import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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

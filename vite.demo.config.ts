import { defineConfig } from 'vite';
import { prerenderShell } from './scripts/prerender-shell.ts';
import { demoApiDelayMs, demoServiceWorker, refuseNodeModules } from './scripts/vite-demo.ts';
import { firstPaintFirst } from './scripts/vite-first-paint.ts';
import { reactWithLingui } from './scripts/vite-lingui.ts';

/**
 * The demo (docs/decisions/0011, `npm run build:demo`): the web app as a static site in dist-demo/, whose
 * API answers inside the browser (src/demo/service-worker.ts). Any static file host serves it;
 * no /api behind it. Mode 'demo' turns on the app's demo branches (import.meta.env.MODE), which
 * every other build leaves out. DEMO_API_DELAY_MS sets the API's latency (400 ms by default).
 */
export default defineConfig({
  mode: 'demo',
  plugins: [
    refuseNodeModules(),
    ...reactWithLingui(),
    // Its page renderer goes to .tmp, not beside the site it ships.
    prerenderShell({ serverOutDir: '.tmp/demo-render' }),
    firstPaintFirst(),
    demoServiceWorker({ apiDelayMs: demoApiDelayMs() }),
  ],
  build: {
    outDir: 'dist-demo',
    cssCodeSplit: false,
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false },
  },
});

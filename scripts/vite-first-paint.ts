import type { Plugin, Rollup } from 'vite';
import { TOKEN_STORAGE_KEY } from '../src/client/lib/token-storage.ts';

/**
 * The page before the app (docs/decisions/0005: the first paint needs no JavaScript, and / comes rendered
 * with its cards, src/server/node/rendered-pages.ts). Two changes to the built index.html:
 *
 * - The entry's stylesheet is inlined: the page paints as soon as its HTML is there, with no
 *   second request to wait on (it is ~5 KB compressed, sent with each page).
 * - The app's script is fetched once the page has loaded (its HTML, styles and the images in
 *   view), not beside them: on a slow connection its ~100 KB would otherwise share the line
 *   with what the first paint shows. The page is whole without it; the app then takes it over.
 *   The loader names the script as `import("/assets/…")` (scripts/first-load-size.mjs reads it).
 * - The app's first-load chunks start with V8's compile hint (`//# allFunctionsCalledOnLoad`):
 *   Chrome compiles their functions as the script streams in, off the main thread, instead of
 *   one by one on it as the app starts (most of their code runs at start anyway).
 * - A visitor with a stored sign-in is marked on <html> (`data-session="stored"`) before the
 *   body is parsed: a page rendered by the server for a signed-out visitor stays hidden for them
 *   (base.css) until the app has checked the sign-in and drawn the page as theirs.
 * - The first paint waits for the whole page to be parsed (`<link rel="expect" blocking=render>`
 *   naming the loader, the page's last element): the page is laid out once, whole, instead of
 *   painting its top and then laying everything out again.
 */
const LOADER_ID = 'app-loader';

export function firstPaintFirst(): Plugin {
  return {
    name: 'craftreel:first-paint-first',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && (chunk.isEntry || chunk.name === 'start-app')) {
            chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
          }
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        let page = html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = context.bundle?.[file] as Rollup.OutputAsset | undefined;
            return asset
              ? `<style>${String(asset.source).replaceAll('</style', '<\\/style')}</style>`
              : tag;
          },
        );
        const entry =
          /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/.exec(page);
        if (!entry?.[1]) throw new Error('first-paint-first: index.html has no module script');
        page = page.replace(entry[0], '');
        // The app's start (src/client/start-app.tsx) is imported by the entry at once: fetched
        // beside it, not after it.
        const startChunk = Object.values(context.bundle ?? {}).find(
          (file): file is Rollup.OutputChunk => file.type === 'chunk' && file.name === 'start-app',
        );
        const alongside = startChunk
          ? [startChunk.fileName, ...startChunk.imports]
              .filter((file) => `/${file}` !== entry[1])
              .map((file) => `/${file}`)
          : [];
        const preload = alongside.length
          ? `for(const href of ${JSON.stringify(alongside)})document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href}));`
          : '';
        const loader =
          `<script type="module" id="${LOADER_ID}">const start=()=>{${preload}import(${JSON.stringify(entry[1])})};` +
          'document.readyState==="complete"?start():addEventListener("load",start,{once:true})</script>';
        const session =
          `<script>try{localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})&&` +
          'document.documentElement.setAttribute("data-session","stored")}catch{}</script>';
        return page
          .replace(
            '</head>',
            `${session}<link rel="expect" href="#${LOADER_ID}" blocking="render">\n  </head>`,
          )
          .replace('</body>', `${loader}\n  </body>`);
      },
    },
  };
}

import type { Plugin, Rollup } from 'vite';

/**
 * The page before the app (DESIGN.md: the first paint needs no JavaScript, and / comes rendered
 * with its cards, src/server/rendered-pages.ts). Two changes to the built index.html:
 *
 * - The entry's stylesheet is inlined: the page paints as soon as its HTML is there, with no
 *   second request to wait on (it is ~5 KB compressed, sent with each page).
 * - The app's script is fetched once the page has loaded (its HTML, styles and the images in
 *   view), not beside them: on a slow connection its ~100 KB would otherwise share the line
 *   with what the first paint shows. The page is whole without it; the app then takes it over.
 *   The loader names the script as `import("/assets/…")` (scripts/first-load-size.mjs reads it).
 */
export function firstPaintFirst(): Plugin {
  return {
    name: 'craftreel:first-paint-first',
    apply: 'build',
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
        const loader =
          `<script type="module">const start=()=>import(${JSON.stringify(entry[1])});` +
          'document.readyState==="complete"?start():addEventListener("load",start,{once:true})</script>';
        return page.replace('</body>', `${loader}\n  </body>`);
      },
    },
  };
}

import { type ComponentType, createElement, lazy, useState } from 'react';
import { withAreas } from '#client/i18n/activate-locale.ts';
import type { CatalogueArea } from '#client/i18n/catalogue-areas.ts';

export interface LazyPage {
  (): ReturnType<typeof createElement>;
  /** Fetches the page's code now; resolves once it can render without suspending. */
  preload(): Promise<void>;
  /** The catalogues its code draws messages from (src/client/i18n/catalogue-areas.ts). */
  readonly areas: readonly CatalogueArea[];
}

/**
 * A page whose code is its own chunk, fetched when first shown (React.lazy), or before that with
 * `preload()`: a page preloaded renders at once, without suspending, which a page rendered on
 * the server needs to be taken over in place (main.tsx). Each mounted page keeps what it first
 * rendered, so the code arriving later never remounts it. The catalogues of the `areas` its code
 * belongs to are fetched with it, in the active language: it never draws an untranslated message.
 */
export function lazyPage(
  load: () => Promise<ComponentType>,
  areas: readonly CatalogueArea[] = [],
): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const fetchCode = () =>
    (loading ??= withAreas(areas, load).then((component) => {
      loaded = component;
      return component;
    }));
  const Suspending = lazy(() => fetchCode().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, as React.lazy makes its components
  function Page() {
    const [Component] = useState<ComponentType>(() => loaded ?? Suspending);
    return createElement(Component);
  }
  Page.preload = () => fetchCode().then(() => undefined);
  Page.areas = areas;
  return Page;
}

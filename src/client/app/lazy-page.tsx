import { type ComponentType, createElement, lazy, useState } from 'react';

export interface LazyPage {
  (): ReturnType<typeof createElement>;
  /** Fetches the page's code now; resolves once it can render without suspending. */
  preload(): Promise<void>;
}

/**
 * A page whose code is its own chunk, fetched when first shown (React.lazy), or before that with
 * `preload()`: a page preloaded renders at once, without suspending, which a page rendered on
 * the server needs to be taken over in place (main.tsx). Each mounted page keeps what it first
 * rendered, so the code arriving later never remounts it.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const fetchCode = () =>
    (loading ??= load().then((component) => {
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
  return Page;
}

import { useEffect } from 'react';

export const PRODUCT_NAME = 'CraftReel';

/** Sets the tab title to the product name plus the page name (spec section 2). */
export function usePageTitle(pageName: string): void {
  useEffect(() => {
    document.title = `${PRODUCT_NAME} | ${pageName}`;
  }, [pageName]);
}

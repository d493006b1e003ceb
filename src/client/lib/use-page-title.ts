import { useEffect } from 'react';

export const PRODUCT_NAME = 'CraftReel';

/** Sets the tab title to the product name plus the page name (docs/product.md, "Screens"). */
export function usePageTitle(pageName: string): void {
  useEffect(() => {
    document.title = `${PRODUCT_NAME} | ${pageName}`;
  }, [pageName]);
}

import { useEffect } from 'react';
import { SHOP_NAME } from './shop.ts';

/** Sets the document title to "<title> | <shop>" (the shop name alone when title is empty). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP_NAME}` : SHOP_NAME;
  }, [title]);
}

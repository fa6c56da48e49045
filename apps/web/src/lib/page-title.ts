import { useEffect } from 'react';
import { SHOP_NAME } from './shop.ts';

const titled = (title: string): string => (title ? `${title} | ${SHOP_NAME}` : SHOP_NAME);

// On the server the page's <title> is written before anything runs: the title the rendered screen
// asked for is kept here for it (entry-server.tsx). docs/decisions/017-first-paint-html.md.
let renderedTitle = SHOP_NAME;

/** Sets the document title to "<title> | <shop>" (the shop name alone when title is empty). */
export function usePageTitle(title: string): void {
  // eslint-disable-next-line react-hooks/globals -- server rendering only: the title the rendered screen asked for is kept for entry-server.tsx (decision 017)
  if (import.meta.env.SSR) renderedTitle = titled(title);
  useEffect(() => {
    document.title = titled(title);
  }, [title]);
}

/** On the server: the title of the screen rendered last. */
export const lastRenderedTitle = (): string => renderedTitle;

// Whether the page's script has taken the page over: false while React hydrates the server's HTML (so
// the first render matches it), true from the render right after and in every render in the browser
// since. For what a rendered page should not fetch during its load, only once it works
// (docs/decisions/046-gallery-thumbnails-after-the-page-works.md).
import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

export const usePageWorks = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );

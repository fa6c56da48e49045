import { useState } from 'react';

/**
 * True from the first render in which `open` is true, and for good: a lazily loaded dialog joins the
 * page when it is first opened and stays mounted, so it can close itself (and animate) like any other.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's documented pattern): no effect, no extra frame.
  if (open && !opened) setOpened(true);
  return opened || open;
}

import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * A slide-in panel over the page (the phone menu, the cart), while `open`: the panel takes the
 * focus, the page behind does not scroll, Escape calls `onClose`; on closing the scroll comes back
 * and the focus returns to where it was. With `trapFocus`, Tab and Shift+Tab cycle inside the panel.
 */
export function useOverlayPanel(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
  { trapFocus = false }: { trapFocus?: boolean } = {},
): void {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (trapFocus && event.key === 'Tab' && panel.current) keepFocusInside(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
      previous?.focus({ preventScroll: true });
    };
  }, [open, panel, trapFocus]);
}

/** Tab and Shift+Tab cycle inside the open panel instead of leaving it for the page behind. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent): void {
  const focusable = container.querySelectorAll<HTMLElement>(
    'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])',
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

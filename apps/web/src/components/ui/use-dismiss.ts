import { useEffect, useEffectEvent, type RefObject } from 'react';

/** While `open`: a pointer press outside `root`, or Escape, calls `onDismiss` (a dropdown closing). */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, onDismiss: () => void): void {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) dismiss();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root]);
}

// A part of a screen that its first paint does not need — a form behind the login check, a dialog, a
// later step, the settings tab — in a chunk of its own, so the route's first load stays within budget
// (decision 040). The screen renders it in <Suspense>, and fetches it ahead once it is shown
// (usePreloadParts), so it is usually in by the time the shopper reaches it.
//
// Unlike React.lazy, a part whose code is in renders at once, without suspending for a tick: a step
// that takes the focus to its heading (the quiz) finds the heading there. Taps made before a
// server-rendered part works are kept by the page (app/early-taps.ts, decision 036).
import { createElement, use, useEffect, type ComponentType } from 'react';

export interface LazyPart<P extends object> {
  Part: ComponentType<P>;
  /** Fetches the part's code (once). */
  load: () => Promise<unknown>;
}

/** `lazyPart(() => import('./JoinModal.tsx'), (m) => m.JoinModal)`: a named export as a part. */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        // The next render asks again (a failed chunk is not kept), and the error boundary shows this one.
        loading = undefined;
        throw error;
      },
    ));
  function Part(props: P) {
    return createElement(loaded ?? use(loadOnce()), props);
  }
  return { Part, load: loadOnce };
}

/** Once the screen is shown: fetches its parts in a task of their own (a failure shows when one renders). */
export function usePreloadParts(...parts: Pick<LazyPart<object>, 'load'>[]): void {
  useEffect(() => {
    const timer = setTimeout(() => parts.forEach((part) => void part.load().catch(() => {})));
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the parts are module constants: fetched once, when the screen is first shown
  }, []);
}

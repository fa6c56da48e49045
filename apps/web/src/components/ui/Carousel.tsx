// A small carousel (docs/product.md §9): items per page by viewport width, 20 px gap, 400 ms slide, autoplay
// every 5 s that pauses on hover and focus and never runs with reduced motion; swipe on touch.
// Written here instead of a library to stay within the first-load budget (docs/architecture.md §7).
import {
  Children,
  useDeferredValue,
  useEffect,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_GAP_PX, CAROUSEL_PER_PAGE, CAROUSEL_SPEED_MS } from '@zdravo/contract';
import { prefersReducedMotion } from '../../lib/media.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons-extra.tsx';
import { useSwipe } from './use-swipe.ts';
import './carousel.css';

interface CarouselLabels {
  prev: string;
  next: string;
  /** "Stranica {n} od {total}" */
  page: (n: number, total: number) => string;
}

interface CarouselProps {
  label: string;
  labels: CarouselLabels;
  children: ReactNode;
  /** Items per page for a viewport width; the spec's table by default. */
  perPageFor?: (width: number) => number;
  autoplay?: boolean;
}

/** docs/product.md §9 table, read as minimum widths (screen-timing.ts); narrower than the last entry shows one. */
const MAX_DOTS = 7;

const defaultPerPage = (width: number): number => CAROUSEL_PER_PAGE.find(([min]) => width >= min)?.[1] ?? 1;

const subscribeResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const viewportWidth = () => window.innerWidth;
// The server has no viewport; the browser's width is known from the start (what hydration renders
// with is the deferred value's first one below, so the store never differs from the HTML).
const serverWidth = () => (typeof window === 'undefined' ? 0 : window.innerWidth);

/** Slides in the server-rendered page: one page at the widest common layout; the rest follow at hydration. */
const FIRST_PAINT_SLIDES = 4;

export function Carousel({ label, labels, children, perPageFor = defaultPerPage, autoplay = true }: CarouselProps) {
  const items = Children.toArray(children);
  // 0 on the server and in the first render: the width is unknown there, so the cards' size comes
  // from carousel.css's media queries (the same table) and the page does not jump at hydration.
  // Deferred: the real width and the slides below follow in a render of their own that yields to
  // the browser, not in one blocking task right after hydration (decision 036).
  const width = useDeferredValue(useSyncExternalStore(subscribeResize, viewportWidth, serverWidth), 0);
  // Off-screen slides are left out of the server's HTML (a lighter page to parse and hydrate); added
  // to the right of the track right after the first render, they move nothing that is seen.
  const live = useDeferredValue(true, false);
  // Not clamped to the number of items: two cards in a four-card carousel keep their size.
  const perPage = Math.max(1, perPageFor(width));
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  const current = Math.min(page, pages - 1);
  // The last page is aligned to the end, so it is always full.
  const offset = Math.max(0, Math.min(current * perPage, items.length - perPage));
  const go = (next: number) => setPage(((next % pages) + pages) % pages);
  const swipe = useSwipe(
    () => go(current + 1),
    () => go(current - 1),
  );

  useEffect(() => {
    if (!autoplay || paused || pages < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => {
      if (!document.hidden) setPage((p) => (p + 1) % pages);
    }, CAROUSEL_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [autoplay, paused, pages]);

  const style = {
    '--per-page': width === 0 ? undefined : perPage,
    '--gap': `${CAROUSEL_GAP_PX}px`,
    '--offset': offset,
    '--speed': `${CAROUSEL_SPEED_MS}ms`,
  } as CSSProperties;

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div className="carousel__viewport" {...swipe}>
        <ul className="carousel__track" aria-live={paused ? 'polite' : 'off'}>
          {(live ? items : items.slice(0, FIRST_PAINT_SLIDES)).map((item, i) => {
            const visible = i >= offset && i < offset + perPage;
            return (
              <li
                key={i}
                className="carousel__slide"
                aria-roledescription="slide"
                inert={!visible}
                aria-hidden={!visible}
              >
                {item}
              </li>
            );
          })}
        </ul>
      </div>
      {pages > 1 ? (
        <div className="carousel__controls">
          <button type="button" className="carousel__arrow" aria-label={labels.prev} onClick={() => go(current - 1)}>
            <ChevronLeftIcon size={20} />
          </button>
          {pages <= MAX_DOTS ? (
            <div className="carousel__dots">
              {Array.from({ length: pages }, (_, i) => (
                <button
                  key={i}
                  type="button"
                  className="carousel__dot"
                  aria-label={labels.page(i + 1, pages)}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => go(i)}
                />
              ))}
            </div>
          ) : (
            // Many pages (one card per page on a phone): a counter reads better than a row of dots.
            <p className="carousel__counter" aria-live="polite">
              <span className="visually-hidden">{labels.page(current + 1, pages)}</span>
              <span aria-hidden="true">
                {current + 1} / {pages}
              </span>
            </p>
          )}
          <button type="button" className="carousel__arrow" aria-label={labels.next} onClick={() => go(current + 1)}>
            <ChevronRightIcon size={20} />
          </button>
        </div>
      ) : null}
    </section>
  );
}

// The screens' timings, layout thresholds and keys (docs/product.md §9): how often the login is checked,
// how long a fade or a chunk may take, where the phone layout starts, how the carousel moves.
// The event stream's open delay (500 ms) and reconnect (1000 ms) are the protocol's: RPC_TIMINGS in @zdravo/rpc.

export const LOGIN_CHECK_INTERVAL_MS = 60_000;

export const LOGIN_RETRY_MS = 2_000;

export const TRACKING_DELAY_MS = 1_000;

export const PAGE_FADE_MS = 300;

// The event stream's open delay (500 ms) and reconnect (1000 ms) are the protocol's: RPC_TIMINGS in @zdravo/rpc.
export const COUNTRY_SEARCH_DEBOUNCE_MS = 250;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Layout thresholds in CSS pixels (docs/product.md §9). "≤" / "<" as the spec says them. */
export const BREAKPOINTS = {
  /** Phone menu at width ≤ 1020. */
  phoneMenuMax: 1020,
  /** Header becomes fixed on phone after scrolling more than this. */
  fixedHeaderScroll: 150,
  /** Best-sellers dropdown layout below this width. */
  bestSellersDropdownBelow: 800,
} as const;

export const KEY_CODES = { up: 38, down: 40, enter: 13, esc: 27 } as const;

/** Items per page by minimum viewport width, widest first. */
export const CAROUSEL_PER_PAGE: readonly (readonly [minWidth: number, perPage: number])[] = [
  [4200, 5],
  [1200, 4],
  [1000, 2],
  [550, 1],
];

export const CAROUSEL_GAP_PX = 20;

export const CAROUSEL_SPEED_MS = 400;

export const CAROUSEL_AUTOPLAY_MS = 5_000;

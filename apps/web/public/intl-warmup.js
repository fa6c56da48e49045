// Started by the page's first script (src/app/boot.ts) on a worker thread: the browser's first
// number or date formatter of a page loads the shared locale data (ICU) once per process, ~20 ms on
// a fast machine and several times that on a phone; made here first, it is loaded off the main
// thread, and the page's own formatters (prices, ratings, dates) are then made in a fraction of a
// millisecond. A browser that keeps such data per thread merely does the work twice.
// docs/decisions/036-speed-where-shoppers-arrive.md.
self.onmessage = (event) => {
  const { locales, timeZone } = event.data;
  try {
    new Intl.NumberFormat(locales, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1);
    new Intl.DateTimeFormat(locales, { timeZone, dateStyle: 'medium' }).format(0);
  } finally {
    self.close();
  }
};

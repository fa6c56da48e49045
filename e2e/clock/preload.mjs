// The browser tests' controlled clock (docs/testing.md, "A controlled clock"): loaded only by
// e2e/server.ts (`node --import ./e2e/clock/preload.mjs apps/server/dist/main.js`) when a spec asks
// for a clock; the shop's code has no switch for it and reads time as always, through `Date`.
// Only `Date` is faked (@sinonjs/fake-timers), from E2E_CLOCK_START, and it keeps running in
// real time; timers, `performance.now()` and the event loop stay real. The test moves it over the
// IPC channel its spawn opened, which nothing else can reach; every message is answered with the
// clock's time.
import { isMainThread } from 'node:worker_threads';
import FakeTimers from '@sinonjs/fake-timers';

// A worker thread (the numbers' report) is handed its "now" by the main thread.
if (isMainThread && process.send) {
  const start = Number(process.env.E2E_CLOCK_START);
  if (!Number.isFinite(start)) throw new Error('E2E_CLOCK_START must be a time in milliseconds');
  const clock = FakeTimers.install({ now: start, toFake: ['Date'] });
  // The clock follows the real one by what really passed (performance.now() is not faked), every 10 ms.
  // The library's own `shouldAdvanceTime` adds a fixed step per interval, and so falls behind on a busy
  // machine; this interval is unref'd and does not keep the server running.
  let real = performance.now();
  setInterval(() => {
    const passed = performance.now() - real;
    real += passed;
    clock.tick(passed);
  }, 10).unref();
  process.on('message', (message) => {
    if (typeof message !== 'object' || message === null || message.clock === undefined) return;
    // Forward only: a clock set back would hand out times the database already holds as past.
    if (typeof message.setTo === 'number') clock.setSystemTime(Math.max(message.setTo, Date.now()));
    process.send({ clock: message.clock, now: Date.now() });
  });
  // The channel does not keep the server running: it stops as it always does.
  process.channel?.unref();
}

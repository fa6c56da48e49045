// Image work waits its turn. Decoding and resizing run on libuv's thread pool, the same four threads
// argon2 (logins) and zlib (compressed answers) use: a few large photos at once would take them all,
// and a login would wait for the photos. So at most IMAGE_WORK_AT_ONCE photos are worked on at a time;
// the rest wait in a bounded line, and past that line the upload is refused at once (RATE_LIMITED)
// rather than holding its bytes in memory for minutes.

/** One photo at a time leaves three of libuv's four threads to logins and compression. */
const IMAGE_WORK_AT_ONCE = 1;
/** Uploads that may wait (each holds at most REVIEW_IMAGE_MAX_BYTES of upload in memory). */
const IMAGE_WORK_WAITING_MAX = 32;

export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly atOnce: number,
    private readonly waitingMax: number,
  ) {}

  /** Runs `work` when a slot is free; answers null at once when the line is full. */
  async run<T>(work: () => Promise<T>): Promise<T | null> {
    if (this.running >= this.atOnce) {
      if (this.waiting.length >= this.waitingMax) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line (running stays counted), or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  get busy(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

/** The one line every review photo's decoding passes through. */
export const imageWork = new WorkQueue(IMAGE_WORK_AT_ONCE, IMAGE_WORK_WAITING_MAX);

// The image line: at most its number of jobs at once, the rest in order, and a full line refused at once.
import { describe, expect, it } from 'vitest';
import { WorkQueue } from './image-queue.ts';

const later = () => {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open };
};

describe('the image work line', () => {
  it('runs at most its number of jobs at once, in order, and refuses past the waiting line', async () => {
    const queue = new WorkQueue(2, 3);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const gates = Array.from({ length: 6 }, later);
    const jobs = gates.map((g, i) =>
      queue.run(async () => {
        running++;
        most = Math.max(most, running);
        order.push(i);
        await g.gate;
        running--;
        return i;
      }),
    );
    await Promise.resolve();
    expect(queue.busy).toEqual({ running: 2, waiting: 3 });
    expect(await jobs[5]).toBeNull(); // the sixth found the line full
    for (const g of gates) g.open();
    expect(await Promise.all(jobs.slice(0, 5))).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(queue.busy).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a job fails', async () => {
    const queue = new WorkQueue(1, 1);
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
    expect(queue.busy).toEqual({ running: 0, waiting: 0 });
  });
});

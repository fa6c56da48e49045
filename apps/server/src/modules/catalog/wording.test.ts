// Offer copy per country: Croatia reads its own words, BA and ME the ijekavian copy, RS the ekavian.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';

describe.each(testDbKinds)('offer copy per country (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const pureFit = async (country: 'HR' | 'BA' | 'RS') => {
    const answer = await t.shopper({ country }).call('offers.f.getSlog', { Slog: 'pure-fit' });
    if (answer.status !== 'ok') throw new Error(answer.data);
    return answer.data;
  };

  it('HR reads "pakiranju", BA "pakovanju", RS its ekavian copy', async () => {
    expect((await pureFit('HR')).Adventages).toContain('u jednom pakiranju');
    expect((await pureFit('BA')).Adventages).toContain('u jednom pakovanju');
    expect((await pureFit('RS')).Description).toMatch(/ishran/);
  });
});

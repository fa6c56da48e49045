// The quiz's server side on each database: both addSubscriber shapes keep the consent, and the
// answers only with their own consent; the mailing group per product and country (and its absence);
// bad bodies and params; the limits; the funnel's counts adding up; what the operator sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_CONTACT_CONSENT_VERSION, QUIZ_HEALTH_CONSENT_VERSION } from '@zdravo/contract';
import { QUIZ_SETS } from '@zdravo/contract/messages/quiz-sets';
import { CliUsageError } from '../../cli/types.ts';
import { createTestApp, runShopCommand, testDbKinds, type TestApp } from '../../testing.ts';
import { SIGNUP_LIMIT } from '../crm/index.ts';
import { QUIZ_TRACK_LIMIT } from './funnel.ts';

/** Set 5 (lose weight): the first answer of every question, the 2nd and 3rd of question 2. */
const set5Answers = () => QUIZ_SETS[5].map((_, qi) => (qi === 1 ? [1, 2] : [0]));

describe.each(testDbKinds)('the quiz on %s', (kind) => {
  let t: TestApp;
  let ipCounter = 0;
  const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const subscribe = (body: unknown, ip = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/leads/addSubscriber',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const shop = (name: string, ...args: string[]) => runShopCommand(t, name, ...args);
  const subscriberByEmail = (email: string) =>
    t.db.selectFrom('subscribers').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('keeps an e-mail sign-up with its consent, and the goal and answers with the health consent, in the words the shopper read', async () => {
    const res = await subscribe({
      Email: 'Vesna@Example.com',
      FirstLastName: 'Vesna Jović',
      Group: 'kviz-pure-fit-rs',
      Country: 'RS',
      Consent: { Version: QUIZ_CONTACT_CONSENT_VERSION },
      Quiz: { Goal: 5, Answers: set5Answers(), HealthConsent: QUIZ_HEALTH_CONSENT_VERSION },
    });
    expect(res.json()).toEqual({ status: 'ok', data: { status: 'ok' } });
    const row = await subscriberByEmail('vesna@example.com');
    expect(row).toMatchObject({
      country: 'RS',
      consent_version: 1,
      health_consent_version: 1,
      quiz_goal: 5,
      mailing_group: 'kviz-pure-fit-rs',
    });
    expect(row.consent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(row.health_consent_at).toBe(row.consent_at);
    const kept = JSON.parse(row.quiz_answers ?? '[]') as { q: string; a: string[] }[];
    expect(kept).toHaveLength(QUIZ_SETS[5].length);
    // Ekavian, as an RS shopper read it.
    expect(kept[0]).toEqual({ q: 'Koliko imate godina?', a: ['18-25'] });
    expect(kept[1]).toEqual({ q: 'Koliko kilograma želite da skinete?', a: ['5 do 10 kg', '10 do 20 kg'] });
  });

  it('keeps a phone sign-up with its consent and the recommended product alone without the health consent, and the answers with it', async () => {
    const res = await subscribe({
      PhoneNumber: '+385 91 777 1234',
      OfferID: 7,
      Country: 'HR',
      Consent: { Version: 1 },
    });
    expect(res.json()).toEqual({ status: 'ok', data: { status: 'ok' } });
    const row = await t.db
      .selectFrom('subscribers')
      .selectAll()
      .where('phone', '=', '+385 91 777 1234')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      offer_ref: '7',
      country: 'HR',
      consent_version: 1,
      health_consent_version: null,
      health_consent_at: null,
      quiz_goal: null,
      quiz_answers: null,
    });

    // The same shape with the health consent keeps the answers, in Croatian for an HR shopper.
    const answers = QUIZ_SETS[1].map((_, qi) => (qi === 3 ? [0] : []));
    await subscribe({
      PhoneNumber: '+385 91 777 5678',
      OfferID: 9,
      Country: 'HR',
      Consent: { Version: 1 },
      Quiz: { Goal: 1, Answers: answers, HealthConsent: 1 },
    });
    const withAnswers = await t.db
      .selectFrom('subscribers')
      .selectAll()
      .where('phone', '=', '+385 91 777 5678')
      .executeTakeFirstOrThrow();
    expect(withAnswers).toMatchObject({ offer_ref: '9', health_consent_version: 1, quiz_goal: 1 });
    const kept = JSON.parse(withAnswers.quiz_answers ?? '[]') as { q: string; a: string[] }[];
    expect(kept[3]).toEqual({ q: 'Što vam najviše smeta?', a: ['Svrbež i peckanje'] });
    expect(kept[0]).toEqual({ q: 'Koliko imate godina?', a: [] });
  });

  it('never keeps answers sent without a valid health consent, and still keeps the contact', async () => {
    const answers = set5Answers();
    const cases = [
      { Goal: 5, Answers: answers },
      { Goal: 5, Answers: answers, HealthConsent: 0 },
      { Goal: 5, Answers: answers, HealthConsent: QUIZ_HEALTH_CONSENT_VERSION + 1 },
      // Answers that do not fit the set: too few questions, an answer that does not exist.
      { Goal: 5, Answers: answers.slice(1), HealthConsent: 1 },
      { Goal: 1, Answers: QUIZ_SETS[1].map(() => [4]), HealthConsent: 1 },
      { Goal: 9, Answers: answers, HealthConsent: 1 },
    ];
    for (const [i, Quiz] of cases.entries()) {
      const email = `nohealth${i}@example.com`;
      const res = await subscribe({
        Email: email,
        FirstLastName: 'Ana Kos',
        Group: 'kviz-hemo-calm-hr',
        Consent: { Version: 1 },
        Quiz,
      });
      expect(res.statusCode, JSON.stringify(Quiz)).toBe(200);
      const row = await subscriberByEmail(email);
      expect([row.health_consent_version, row.quiz_goal, row.quiz_answers], JSON.stringify(Quiz)).toEqual([
        null,
        null,
        null,
      ]);
      expect(row.consent_version).toBe(1);
    }
  });

  it('answers 4xx to bad bodies and keeps nothing of them', async () => {
    const before = await t.db
      .selectFrom('subscribers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const bad of [
      { Email: '', FirstLastName: 'Ana', Group: 'g' },
      { Email: 'ana@example.com', FirstLastName: ' ', Group: 'g' },
      { Email: 'ana@example.com', FirstLastName: 'Ana' },
      { PhoneNumber: '', OfferID: 1 },
      { PhoneNumber: '+385911234567' },
      { PhoneNumber: '+385911234567', OfferID: 'x'.repeat(65) },
      [],
      'text',
    ]) {
      const res = await subscribe(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(bad)).toBeLessThan(500);
    }
    const after = await t.db
      .selectFrom('subscribers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('limits sign-ups per address', async () => {
    const ip = nextIp();
    for (let i = 0; i < SIGNUP_LIMIT.max; i++)
      expect(
        (await subscribe({ PhoneNumber: `+38761000${String(i).padStart(3, '0')}`, OfferID: 1 }, ip)).statusCode,
      ).toBe(200);
    const refused = await subscribe({ PhoneNumber: '+387619999999', OfferID: 1 }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 'error', data: 'RATE_LIMITED' });
    expect(await t.db.selectFrom('subscribers').select('id').where('phone', '=', '+387619999999').execute()).toEqual(
      [],
    );
  });

  it("answers each product's mailing group in the caller's country; the operator changes or removes it", async () => {
    const hr = t.shopper({ country: 'HR', ip: nextIp() });
    const rs = t.shopper({ country: 'RS', ip: nextIp() });
    expect(await hr.call('quiz.mailingGroup', { Slog: 'pure-fit' })).toMatchObject({
      status: 'ok',
      data: { Group: 'kviz-pure-fit-hr' },
    });
    expect(await rs.call('quiz.mailingGroup', { Slog: 'pure-fit' })).toMatchObject({
      status: 'ok',
      data: { Group: 'kviz-pure-fit-rs' },
    });

    expect(await shop('quiz:group', 'pure-fit', 'rs', 'Lista mrsavljenje RS')).toEqual([
      'Quiz e-mail sign-ups for pure-fit in RS now go to the group "Lista mrsavljenje RS".',
    ]);
    expect(await rs.call('quiz.mailingGroup', { Slog: 'pure-fit' })).toMatchObject({
      data: { Group: 'Lista mrsavljenje RS' },
    });
    expect(await hr.call('quiz.mailingGroup', { Slog: 'pure-fit' })).toMatchObject({
      data: { Group: 'kviz-pure-fit-hr' },
    });

    await shop('quiz:group', 'hemo-calm', 'ME', '--remove');
    const me = t.shopper({ country: 'ME', ip: nextIp() });
    expect(await me.call('quiz.mailingGroup', { Slog: 'hemo-calm' })).toMatchObject({
      status: 'error',
      data: 'NO_MAILING_GROUP',
    });
    expect(await me.call('quiz.mailingGroup', { Slog: 'no-such-product' })).toMatchObject({
      status: 'error',
      data: 'NO_MAILING_GROUP',
    });
    expect(await me.call('quiz.mailingGroup', { Slog: '' })).toMatchObject({
      status: 'error',
      data: 'VALIDATION_ERROR',
    });
    expect((await shop('quiz:groups')).join('\n')).toMatch(/hemo-calm\s+HR\s+kviz-hemo-calm-hr/);
    expect((await shop('quiz:groups')).join('\n')).not.toMatch(/hemo-calm\s+ME/);

    await expect(shop('quiz:group', 'no-such', 'HR', 'x')).rejects.toThrow(CliUsageError);
    await expect(shop('quiz:group', 'pure-fit', 'DE', 'x')).rejects.toThrow(/BA, RS, HR, ME/);
    await expect(shop('quiz:group', 'pure-fit', 'HR', '')).rejects.toThrow(/group name/);
  });

  it('counts funnel events anonymously; bad or personal params are refused; the counts add up', async () => {
    const shopper = t.shopper({ ip: nextIp() });
    const track = (params: Record<string, unknown>) => shopper.callRaw('quiz.track', params);
    // Three runs of set 5: all finish the questions; two reach the e-mail step, one leaves an e-mail,
    // both go on to the phone step, one leaves a phone; both see the result, one opens the offer.
    const questions = QUIZ_SETS[5].length;
    for (let run = 0; run < 3; run++) {
      expect(await track({ Goal: 5, Event: 'started' })).toEqual({ status: 'ok', data: null, meta: { id: 1 } });
      for (let step = 1; step <= questions; step++) await track({ Goal: 5, Event: 'question', Step: step });
    }
    for (const event of [
      'emailStep',
      'emailStep',
      'emailLeft',
      'phoneStep',
      'phoneStep',
      'phoneLeft',
      'result',
      'result',
      'offerOpened',
    ]) {
      await track({ Goal: 5, Event: event });
    }
    // One run of set 1 that stops at question 2.
    await track({ Goal: 1, Event: 'started' });
    await track({ Goal: 1, Event: 'question', Step: 1 });
    await track({ Goal: 1, Event: 'question', Step: 2 });

    for (const bad of [
      { Goal: 6, Event: 'started' },
      { Goal: 5, Event: 'question' },
      { Goal: 5, Event: 'result', Step: 3 },
      { Goal: 5, Event: 'question', Step: 11 },
      { Goal: 5, Event: 'bought' },
      { Goal: 5, Event: 'emailLeft', Email: 'ana@example.com' },
      { Goal: 5, Event: 'started', Answers: [[0]] },
    ]) {
      expect(await track(bad), JSON.stringify(bad)).toMatchObject({ status: 'error', data: 'VALIDATION_ERROR' });
    }

    const out = (await shop('quiz:funnel', '--days', '1')).join('\n');
    const set5 = out.slice(out.indexOf('Set 5'));
    expect(set5).toMatch(/started\s+3\s+100%/);
    expect(set5).toMatch(new RegExp(`question ${questions} reached\\s+3\\s+100%`));
    expect(set5).toMatch(/e-mail step reached\s+2\s+67%/);
    expect(set5).toMatch(/phone step reached\s+2/);
    expect(set5).toMatch(/e-mail left\s+1\s+33%/);
    expect(set5).toMatch(/phone left\s+1/);
    expect(set5).toMatch(/result seen\s+2/);
    expect(set5).toMatch(/offer opened\s+1/);
    const set1 = out.slice(out.indexOf('Set 1'), out.indexOf('Set 2'));
    expect(set1).toMatch(/started\s+1/);
    expect(set1).toMatch(/question 2 reached\s+1/);
    expect(set1).not.toMatch(/question 3 reached/);
    expect(set1).toMatch(/e-mail step reached\s+0/);

    // The table holds counts and nothing else: the sum of its rows is every accepted event.
    const sum = await t.db
      .selectFrom('quiz_funnel')
      .select((eb) => eb.fn.sum<number | string>('count').as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(sum.n)).toBe(3 * (1 + questions) + 9 + 3);
    await expect(shop('quiz:funnel', '--days', '0')).rejects.toThrow(CliUsageError);
  });

  it('limits funnel events per address', async () => {
    const shopper = t.shopper({ ip: nextIp() });
    const calls = Array.from({ length: QUIZ_TRACK_LIMIT.max }, (_, i) => ({
      action: 'call',
      method: 'quiz.track',
      params: { Goal: 2, Event: 'started' },
      meta: { id: i + 1 },
    }));
    for (let i = 0; i < calls.length; i += 20) {
      const answers = await shopper.batch(calls.slice(i, i + 20));
      expect(answers.every((a) => a.status === 'ok')).toBe(true);
    }
    expect(await shopper.call('quiz.track', { Goal: 2, Event: 'started' })).toMatchObject({
      status: 'error',
      data: 'RATE_LIMITED',
    });
  });

  it('shows the operator what was kept: consent, and answers only where the shopper agreed', async () => {
    const lines = (await shop('subscribers:list', '500')).join('\n');
    expect(lines).toMatch(/vesna@example\.com \(Vesna Jović\) group kviz-pure-fit-rs/);
    expect(lines).toMatch(
      /answers kept with consent v1 at .*; goal: set 5 \(digestion\/detox\), button "Smršaviti", 10 questions/,
    );
    expect(lines).toContain('Koliko kilograma želite da skinete? 5 do 10 kg; 10 do 20 kg');
    expect(lines).toMatch(
      /\+385 91 777 1234 for offer 7\n\s+consent: contact line v1 at .*\n\s+answers: not kept \(no consent to keep health answers\)/,
    );
  });
});

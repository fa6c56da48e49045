// shopConsents.add on each database: every choice is kept as proof (anonymous id, categories,
// policy version, time, country; the account only when logged in); bad input is refused with
// VALIDATION_ERROR; one address cannot fill the table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_POLICY_VERSION } from '@zdravo/contract';
import { createTestApp, testDbKinds, type TestApp } from '../../testing.ts';
import { loggedInShopper } from '../users/testing.ts';
import { CONSENT_LIMIT, pruneConsentRecords } from './consents.ts';

const ID_A = 'a'.repeat(31) + '1';
const ID_B = 'b'.repeat(31) + '2';

describe.each(testDbKinds)('consent records on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const records = (consentId: string) =>
    t.db
      .selectFrom('consent_records')
      .select(['consent_id', 'user_id', 'country', 'analytics', 'marketing', 'policy_version', 'choice', 'created_at'])
      .where('consent_id', '=', consentId)
      .orderBy('id')
      .execute();

  it('keeps each choice of an anonymous browser with its time, categories, version and country', async () => {
    const browser = t.shopper({ country: 'HR', ip: '10.9.0.1' });
    const before = new Date().toISOString();
    expect(
      await browser.call('shopConsents.add', {
        consentId: ID_A,
        analytics: false,
        marketing: false,
        policyVersion: CONSENT_POLICY_VERSION,
        choice: 'reject_all',
      }),
    ).toEqual({ status: 'ok', data: null, meta: { id: 1 } });
    expect(
      await browser.call('shopConsents.add', {
        consentId: ID_A,
        analytics: true,
        marketing: true,
        policyVersion: CONSENT_POLICY_VERSION,
        choice: 'accept_all',
      }),
    ).toMatchObject({ status: 'ok' });
    const rows = await records(ID_A);
    expect(rows).toMatchObject([
      {
        consent_id: ID_A,
        user_id: null,
        country: 'HR',
        analytics: 0,
        marketing: 0,
        policy_version: 1,
        choice: 'reject_all',
      },
      {
        consent_id: ID_A,
        user_id: null,
        country: 'HR',
        analytics: 1,
        marketing: 1,
        policy_version: 1,
        choice: 'accept_all',
      },
    ]);
    for (const row of rows) expect(row.created_at >= before && row.created_at <= new Date().toISOString()).toBe(true);
  });

  it('links the choice to the account when it is made while logged in', async () => {
    const { shopper } = await loggedInShopper(t, { ip: '10.9.0.2' });
    expect(
      await shopper.call('shopConsents.add', {
        consentId: ID_B,
        analytics: true,
        marketing: false,
        policyVersion: 1,
        choice: 'custom',
      }),
    ).toMatchObject({ status: 'ok' });
    const [row] = await records(ID_B);
    expect(row?.user_id).toEqual(expect.any(Number));
    expect(row).toMatchObject({ country: 'BA', analytics: 1, marketing: 0, choice: 'custom' });
  });

  it('deletes records once they are past their retention, and only those', async () => {
    const old = 'd'.repeat(32);
    const base = { user_id: null, country: 'HR', analytics: 1, marketing: 1, policy_version: 1, choice: 'accept_all' };
    await t.db
      .insertInto('consent_records')
      .values([
        { ...base, consent_id: old, created_at: '2020-01-01T00:00:00.000Z' },
        { ...base, consent_id: old, created_at: '2023-06-01T00:00:00.000Z' },
      ])
      .execute();
    await pruneConsentRecords(t.db, Date.parse('2026-03-01T00:00:00.000Z'));
    expect((await records(old)).map((r) => r.created_at)).toEqual(['2023-06-01T00:00:00.000Z']);
    expect(await records(ID_A)).toHaveLength(2);
  });

  it('refuses what is not a choice', async () => {
    const browser = t.shopper({ ip: '10.9.0.3' });
    const good = { consentId: ID_A, analytics: true, marketing: false, policyVersion: 1, choice: 'custom' };
    for (const bad of [
      { ...good, consentId: 'not-hex-at-all' },
      { ...good, consentId: 'A'.repeat(32) },
      { ...good, analytics: 'yes' },
      { ...good, policyVersion: 0 },
      { ...good, choice: 'maybe' },
      { analytics: true },
    ]) {
      expect(await browser.callRaw('shopConsents.add', bad), JSON.stringify(bad)).toMatchObject({
        status: 'error',
        data: 'VALIDATION_ERROR',
      });
    }
  });

  it('lets one browser record a few dozen choices an hour, then answers RATE_LIMITED', async () => {
    const browser = t.shopper({ ip: '10.9.0.4' });
    const params = {
      consentId: 'c'.repeat(32),
      analytics: false,
      marketing: false,
      policyVersion: 1,
      choice: 'reject_all',
    } as const;
    for (let i = 0; i < CONSENT_LIMIT.max; i++)
      expect((await browser.call('shopConsents.add', params)).status).toBe('ok');
    expect(await browser.call('shopConsents.add', params)).toMatchObject({ status: 'error', data: 'RATE_LIMITED' });
    expect(await records('c'.repeat(32))).toHaveLength(CONSENT_LIMIT.max);
  });

  it('many shoppers behind one address (a carrier NAT) each keep their proof', async () => {
    for (let i = 0; i < 60; i++) {
      const id = i.toString(16).padStart(32, 'e');
      const answer = await t.shopper({ ip: '10.9.0.6' }).call('shopConsents.add', {
        consentId: id,
        analytics: true,
        marketing: false,
        policyVersion: 1,
        choice: 'custom',
      });
      expect(answer.status, `shopper ${i}`).toBe('ok');
    }
  });
});

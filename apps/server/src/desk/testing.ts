// Test helpers for the desk: a staff member's browser (a cookie jar posting to /desk/_rpc) and a
// person taken through the real invitation, enrolment and sign-in, with codes computed as an
// authenticator app computes them.
import { generate } from 'otplib';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { RpcAnswer } from '@zdravo/rpc';
import type { DeskApi, DeskMethod, StaffRole } from '@zdravo/contract/desk';
import type { CountryCode } from '@zdravo/contract';
import type { TestApp } from '../testing.ts';
import { CLI_ACTOR } from '../platform/audit.ts';
import { invite } from './invitations.ts';

/** A desk method's params as the API map says a caller sends them (optional when it takes none). */
type DeskParams<M extends DeskMethod> =
  Record<string, never> extends DeskApi[M]['params']
    ? [params?: DeskApi[M]['params'], headers?: Record<string, string>]
    : [params: DeskApi[M]['params'], headers?: Record<string, string>];

export interface StaffBrowser {
  cookies: Map<string, string>;
  /** A call typed on the desk's API map: a wrong param or a wrong reading of the answer fails tsc. */
  call<M extends DeskMethod>(method: M, ...args: DeskParams<M>): Promise<RpcAnswer<DeskApi[M]['result']>>;
  /** Sends what the map refuses (an unknown method, hostile params), for the tests of hostile calls. */
  callRaw(method: string, params?: unknown, headers?: Record<string, string>): Promise<RpcAnswer>;
}

export function staffBrowser(t: TestApp, ip = '127.0.0.1'): StaffBrowser {
  const cookies = new Map<string, string>();
  const callRaw = async (
    method: string,
    params?: unknown,
    headers: Record<string, string> = {},
  ): Promise<RpcAnswer> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/desk/_rpc',
      remoteAddress: ip,
      headers: {
        'content-type': 'application/json',
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...headers,
      },
      payload: JSON.stringify({ action: 'call', method, params: params ?? {}, meta: { id: 1 } }),
    });
    for (const c of res.cookies) {
      if (c.value === '' || c.maxAge === 0) cookies.delete(c.name);
      else cookies.set(c.name, c.value);
    }
    return res.json();
  };
  return {
    cookies,
    callRaw,
    call: (method, ...[params, headers]) => callRaw(method, params, headers) as never,
  };
}

/** A code of the time step `stepsAhead` steps from now (the desk refuses a step it has already accepted). */
export const codeFor = (secret: string, stepsAhead = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

export const tokenOf = (link: string): string => link.slice(link.lastIndexOf('/') + 1);

export interface EnrolledStaff {
  browser: StaffBrowser;
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
  id: number;
  /** The address the person's browser calls from. */
  ip: string;
}

let people = 0;

/**
 * Invited (as the CLI does), enrolled through the desk's calls, and signed in — each person from an
 * address of their own, as a team would be, so the per-address limits of one test file do not add up.
 */
export async function enrolledStaff(t: TestApp, role: StaffRole, country: CountryCode = 'HR'): Promise<EnrolledStaff> {
  const n = ++people;
  const ip = `10.9.${n >> 8}.${n & 255}`;
  const email = `staff-${process.pid}-${n}-${Math.random().toString(36).slice(2, 8)}@zdravo.test`;
  const password = 'desk-password-1';
  const invitation = await invite(t.db, { email, role, country }, CLI_ACTOR, 'http://localhost');
  if (!('Link' in invitation)) throw new Error('invite failed');
  const browser = staffBrowser(t, ip);
  const token = tokenOf(invitation.Link);
  const start = await browser.call('desk.enrol.start', { token });
  if (start.status !== 'ok') throw new Error(`enrol.start: ${JSON.stringify(start)}`);
  const secret = start.data.Key;
  const done = await browser.call('desk.enrol.finish', {
    token,
    name: `Test ${role}`,
    password,
    code: await codeFor(secret),
  });
  if (done.status !== 'ok') throw new Error(`enrol.finish: ${JSON.stringify(done)}`);
  return { browser, email, password, secret, recoveryCodes: done.data.RecoveryCodes, id: done.data.Me.ID, ip };
}

/** A Wednesday at 10:00 on the shop's clock (HR and BA): inside the call hours, a working day. */
export const WEDNESDAY_10 = new Date('2026-11-25T10:00:00+01:00');

/** Every test of the enclosing block runs at `at`; only Date is faked (timers and the database run as ever). */
export function onShopClock(at: Date = WEDNESDAY_10): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
  });
  afterEach(() => vi.useRealTimers());
}

/** The agent takes the order from the queue and records the call as confirmed, with this HR address. */
export async function confirmedByAgent(agent: EnrolledStaff, orderId: number, street = 'Ilica 12'): Promise<void> {
  expect((await agent.browser.call('desk.queue.take', { orderId })).status).toBe('ok');
  const answer = await agent.browser.call('desk.calls.record', {
    orderId,
    outcome: 'confirmed',
    address: { street, postalCode: '10000', place: 'Zagreb' },
  });
  expect(answer.status).toBe('ok');
}

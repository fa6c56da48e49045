// The login state rules of docs/product.md §4: checked on load and every 60 s while ok; a non-ok answer means
// logged out (and no more checks); a transport error makes it unknown and retries every 2 s.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const answers: Array<{ status: 'ok'; data: unknown } | { status: 'error'; data: string }> = [];
const call = vi.fn(async () => answers.shift() ?? { status: 'error' as const, data: 'UNAUTHORIZED' });
vi.mock('../../lib/rpc.ts', () => ({ rpc: { call } }));

const user = {
  FirstName: 'Ana',
  LastName: '',
  Username: 'ana@example.com',
  PhoneNumber: '+38761234567',
  PhoneDisplay: '+387 61 234 567',
  Email: 'ana@example.com',
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  call.mockClear();
  answers.length = 0;
});
afterEach(() => vi.useRealTimers());

async function load() {
  return { ...(await import('../../lib/login-state.ts')), ...(await import('./login-watch.ts')) };
}

describe('login state', () => {
  it('starts unknown, checks on load, and again every 60 s while logged in', async () => {
    const s = await load();
    expect(s.getLoginState()).toMatchObject({ isLoggedIn: null, userData: null, refreshedAt: 0 });
    answers.push({ status: 'ok', data: user }, { status: 'ok', data: user });
    s.startLoginWatch();
    s.startLoginWatch(); // once per page load
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('auth.checkLogin');
    expect(s.getLoginState()).toMatchObject({ isLoggedIn: true, userData: user });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('a non-ok answer means logged out, and the checks stop', async () => {
    const s = await load();
    answers.push({ status: 'ok', data: user }, { status: 'error', data: 'UNAUTHORIZED' });
    s.startLoginWatch();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.getLoginState()).toMatchObject({ isLoggedIn: false, userData: null });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('a transport error makes it unknown and retries every 2 s until an answer comes', async () => {
    const s = await load();
    answers.push(
      { status: 'error', data: 'RPC_CLIENT_ERROR' },
      { status: 'error', data: 'RPC_CLIENT_ERROR' },
      { status: 'ok', data: user },
    );
    s.startLoginWatch();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.getLoginState().isLoggedIn).toBeNull();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(call).toHaveBeenCalledTimes(2);
    expect(s.getLoginState().isLoggedIn).toBeNull();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(call).toHaveBeenCalledTimes(3);
    expect(s.getLoginState()).toMatchObject({ isLoggedIn: true, userData: user });
  });

  it('a login after a logged-out check starts the 60 s checks again; a logout stops them', async () => {
    const s = await load();
    answers.push({ status: 'error', data: 'UNAUTHORIZED' }, { status: 'ok', data: user });
    s.startLoginWatch();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(call).toHaveBeenCalledTimes(1);
    s.setLoggedIn(user);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(call).toHaveBeenCalledTimes(2);
    s.setLoggedOut();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('a login sets the user and refreshes the timestamp; a logout clears it', async () => {
    const s = await load();
    const before = Date.now();
    s.setLoggedIn(user);
    expect(s.getLoginState()).toMatchObject({ isLoggedIn: true, userData: user });
    expect(s.getLoginState().refreshedAt).toBeGreaterThanOrEqual(before);
    s.setLoggedOut();
    expect(s.getLoginState()).toMatchObject({ isLoggedIn: false, userData: null });
  });
});

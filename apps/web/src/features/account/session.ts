// The login state of docs/product.md §3/§4, for the whole app (header, account, checkout, reviews):
// isLoggedIn starts unknown (null), userData null, plus the time of the last refresh.
// - checked on load, and again every 60 s while logged in;
// - a non-ok answer means logged out (no further polling until someone logs in);
// - a transport failure (RPC_CLIENT_ERROR) makes it unknown again and retries every 2 s.
// A tiny external store, so plain code and React (useLoginState) read the same state.
import { LOGIN_CHECK_INTERVAL_MS, LOGIN_RETRY_MS } from '@zdravo/contract';
import type { UserInfo } from '@zdravo/contract';
import { rpc } from '../../lib/rpc.ts';
import { createStore, useStore } from '../../lib/store.ts';

export interface LoginState {
  isLoggedIn: boolean | null;
  userData: UserInfo | null;
  /** Date.now() of the last answer that set the state; 0 before the first. */
  refreshedAt: number;
}

const state = createStore<LoginState>({ isLoggedIn: null, userData: null, refreshedAt: 0 });
let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;
let checking: Promise<LoginState> | null = null;
function set(next: Omit<LoginState, 'refreshedAt'>): void {
  state.set({ ...next, refreshedAt: Date.now() });
}

function schedule(ms: number): void {
  clearTimeout(timer);
  timer = setTimeout(() => void checkLogin(), ms);
}

/** Asks the server now (auth.checkLogin) and schedules the next check by the spec's rules. */
export function checkLogin(): Promise<LoginState> {
  checking ??= rpc.call('auth.checkLogin').then((answer) => {
    checking = null;
    if (answer.status === 'ok') {
      set({ isLoggedIn: true, userData: answer.data });
      schedule(LOGIN_CHECK_INTERVAL_MS);
    } else if (answer.data === 'RPC_CLIENT_ERROR') {
      set({ isLoggedIn: null, userData: null });
      schedule(LOGIN_RETRY_MS);
    } else {
      clearTimeout(timer);
      set({ isLoggedIn: false, userData: null });
    }
    return state.get();
  });
  return checking;
}

/** Starts the checks once per page load (the header calls it; calling again is harmless). */
export function startLoginWatch(): void {
  if (started) return;
  started = true;
  void checkLogin();
}

/** After a login or a profile save: the fresh user data, and the 60 s rhythm starts again. */
export function setLoggedIn(user: UserInfo): void {
  set({ isLoggedIn: true, userData: user });
  schedule(LOGIN_CHECK_INTERVAL_MS);
}

export function setLoggedOut(): void {
  clearTimeout(timer);
  set({ isLoggedIn: false, userData: null });
}

export const getLoginState = state.get;

/** The login state; the component re-renders when it changes. */
export function useLoginState(): LoginState {
  return useStore(state);
}

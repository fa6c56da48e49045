// The login state of docs/product.md §3/§4, for the whole app (header, account, checkout, reviews, the club):
// isLoggedIn starts unknown (null), userData null, plus the time of the last refresh. Only the state:
// the calls that change it are in api.ts, the checks on load and every 60 s in login-watch.ts.
// A tiny external store, so plain code and React (useLoginState) read the same state.
import type { UserInfo } from '@zdravo/contract';
import { createStore, useStore } from './store.ts';

export interface LoginState {
  isLoggedIn: boolean | null;
  userData: UserInfo | null;
  /** Date.now() of the last answer that set the state; 0 before the first. */
  refreshedAt: number;
}

export const loginState = createStore<LoginState>({ isLoggedIn: null, userData: null, refreshedAt: 0 });

function set(next: Omit<LoginState, 'refreshedAt'>): void {
  loginState.set({ ...next, refreshedAt: Date.now() });
}

/** After a login, a profile save or a check: the fresh user data (the 60 s rhythm starts again). */
export function setLoggedIn(user: UserInfo): void {
  set({ isLoggedIn: true, userData: user });
}

export function setLoggedOut(): void {
  set({ isLoggedIn: false, userData: null });
}

/** No answer from the server (no connection): nobody knows, the watch asks again soon. */
export function setLoginUnknown(): void {
  set({ isLoggedIn: null, userData: null });
}

export const getLoginState = loginState.get;

/** The login state; the component re-renders when it changes. */
export function useLoginState(): LoginState {
  return useStore(loginState);
}

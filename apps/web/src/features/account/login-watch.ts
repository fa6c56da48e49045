// The login checks of docs/product.md §3/§4: on load, and again every 60 s while logged in;
// - a non-ok answer means logged out (no further polling until someone logs in);
// - a transport failure (RPC_CLIENT_ERROR) makes it unknown again and retries every 2 s.
// The next check follows from the state alone, whoever set it (a check, a login, a logout in api.ts),
// so the state (login-state.ts) and the calls (api.ts) know nothing of the timer.
import { LOGIN_CHECK_INTERVAL_MS, LOGIN_RETRY_MS } from '@zdravo/contract';
import { askLogin } from './api.ts';
import { loginState, setLoggedIn, setLoggedOut, setLoginUnknown, type LoginState } from '../../lib/login-state.ts';

let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;
let checking: Promise<LoginState> | null = null;

function nextCheckAfterMs({ isLoggedIn }: LoginState): number | null {
  if (isLoggedIn === null) return LOGIN_RETRY_MS;
  return isLoggedIn ? LOGIN_CHECK_INTERVAL_MS : null;
}

function scheduleNextCheck(): void {
  clearTimeout(timer);
  const wait = nextCheckAfterMs(loginState.get());
  if (wait !== null) timer = setTimeout(() => void checkLogin(), wait);
}

/** Asks the server now (auth.checkLogin); the state it sets schedules the next check once watching. */
export function checkLogin(): Promise<LoginState> {
  checking ??= askLogin().then((answer) => {
    checking = null;
    if (answer.status === 'ok') setLoggedIn(answer.data);
    else if (answer.data === 'RPC_CLIENT_ERROR') setLoginUnknown();
    else setLoggedOut();
    return loginState.get();
  });
  return checking;
}

/** Starts the checks once per page load (the header calls it; calling again is harmless). */
export function startLoginWatch(): void {
  if (started) return;
  started = true;
  loginState.subscribe(scheduleNextCheck);
  void checkLogin();
}

// Who is signed in to the desk, for every screen. 'unknown' until the first desk.auth.me answered.
// The staff member's country picks the wording of every text (the shop's country store is set to it
// without being remembered, so the shop in another tab keeps its own country).
import type { CountryCode } from '@zdravo/contract';
import type { StaffMe } from '@zdravo/contract/desk';
import { createStore, useStore } from '../lib/store.ts';
import { setRenderedCountry } from '../lib/country.ts';
import { deskRpc } from './rpc.ts';

const LAST_COUNTRY_KEY = 'zdravo.desk.country';

export type DeskUser = StaffMe | null | 'unknown';

const user = createStore<DeskUser>('unknown');

export const useDeskUser = (): DeskUser => useStore(user);

/** The wording of the person who last signed in on this browser, else Croatian. */
export function initDeskCountry(): void {
  const stored = window.localStorage.getItem(LAST_COUNTRY_KEY);
  setRenderedCountry(stored === 'BA' || stored === 'RS' || stored === 'ME' ? stored : 'HR');
}

/** Texts in this country's wording from now on (the enrolment screen reads the invitation's). */
export function showWordingOf(country: CountryCode): void {
  setRenderedCountry(country);
}

export function setDeskUser(next: StaffMe | null): void {
  if (next) {
    window.localStorage.setItem(LAST_COUNTRY_KEY, next.Country);
    setRenderedCountry(next.Country);
  }
  user.set(next);
}

export async function loadDeskUser(): Promise<void> {
  const answer = await deskRpc.call('desk.auth.me');
  setDeskUser(answer.status === 'ok' ? answer.data : null);
}

export async function signOut(): Promise<void> {
  await deskRpc.call('desk.auth.signOut');
  setDeskUser(null);
}

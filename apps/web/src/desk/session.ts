// Who is signed in to the desk, for every screen. 'unknown' until the first desk.auth.me answered.
// The staff member's country picks the wording of every text (the shop's country store is set to it
// without being remembered, so the shop in another tab keeps its own country).
import { COUNTRIES, COUNTRY_STORAGE_KEY, isCountryCode, shopCountry, type CountryCode } from '@zdravo/contract';
import type { StaffMe } from '@zdravo/contract/desk';
import { createStore, useStore } from '../lib/store.ts';
import { setRenderedCountry } from '../lib/country.ts';
import { readStorage, writeStorage } from '../lib/storage.ts';
import { deskRpc } from './rpc.ts';

const LAST_COUNTRY_KEY = 'zdravo.desk.country';

export type DeskUser = StaffMe | null | 'unknown';

const user = createStore<DeskUser>('unknown');

export const useDeskUser = (): DeskUser => useStore(user);

/**
 * The sign-in page's wording before anyone signs in: that of the person who last signed in on this
 * browser, else the shop's country as this browser knows it (the shopper's remembered choice, the
 * host), as the shop's own pages pick it — not always Croatian.
 */
export function initDeskCountry(): void {
  const stored = readStorage(LAST_COUNTRY_KEY);
  showWordingOf(
    isCountryCode(stored)
      ? stored
      : shopCountry({ remembered: readStorage(COUNTRY_STORAGE_KEY), host: window.location.hostname }),
  );
}

/** Texts in this country's wording from now on (the enrolment screen reads the invitation's); the page's language follows. */
export function showWordingOf(country: CountryCode): void {
  document.documentElement.lang = COUNTRIES[country].locale;
  setRenderedCountry(country);
}

export function setDeskUser(next: StaffMe | null): void {
  if (next) {
    writeStorage(LAST_COUNTRY_KEY, next.Country);
    showWordingOf(next.Country);
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

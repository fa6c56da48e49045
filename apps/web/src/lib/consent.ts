// The shopper's consent choice: remembered in browser storage with the policy version (an older
// version, or a choice older than a year, counts as no choice, so the banner asks again), sent to the server as proof
// (shopConsents.add; an unsent record is sent again at the next start), and followed by the tag
// manager and the data layer. A small external store, like the country: plain modules read it,
// React reads it with useConsent(). The banner asks only when the shop measures at all.
import {
  CONSENT_ID_PATTERN,
  CONSENT_MAX_AGE_DAYS,
  CONSENT_POLICY_VERSION,
  CONSENT_STORAGE_KEY,
  TAG_MANAGER_META,
  parseTagManagerIds,
  type ConsentChoice,
  type CountryCode,
  type TagManagerIds,
} from '@zdravo/contract';
import type { ParamsOf } from '@zdravo/contract/api';
import { rpc } from './rpc.ts';
import { readJson, writeStorage } from './storage.ts';
import { createStore, useStore } from './store.ts';

export interface ConsentState {
  /** The browser's anonymous id its choices are recorded under. */
  id: string;
  analytics: boolean;
  marketing: boolean;
  choice: ConsentChoice;
  version: number;
  /** When the choice was made (ISO). */
  at: string;
  /** Whether the server has acknowledged the record. */
  recorded: boolean;
}

function parseStored(value: unknown): ConsentState | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.version !== CONSENT_POLICY_VERSION || typeof v.id !== 'string' || !CONSENT_ID_PATTERN.test(v.id)) return null;
  if (typeof v.analytics !== 'boolean' || typeof v.marketing !== 'boolean' || typeof v.at !== 'string') return null;
  const age = Date.now() - Date.parse(v.at);
  if (!(age < CONSENT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000)) return null; // too old, or no date at all: ask again
  const choice = v.choice === 'accept_all' || v.choice === 'reject_all' ? v.choice : 'custom';
  return {
    id: v.id,
    analytics: v.analytics,
    marketing: v.marketing,
    choice,
    version: v.version,
    at: v.at,
    recorded: v.recorded === true,
  };
}

/** The container ids the server wrote into the page (none in a dev build or an unmeasured shop). */
function readTagManagerIds(): TagManagerIds {
  if (typeof document === 'undefined') return {}; // the server renders the page without the banner
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${TAG_MANAGER_META}"]`)?.content ?? '';
  try {
    return parseTagManagerIds(content);
  } catch {
    return {};
  }
}

let tagManagerIds = readTagManagerIds();

/**
 * On the server only (entry-server.tsx): the shop's containers, so the page arrives with the banner
 * in it (painted with the page, never late; the first script hides it when a choice is stored).
 */
export function setRenderedTagManagerIds(ids: TagManagerIds): void {
  tagManagerIds = ids;
}
const NO_CHOICE = { choice: null, settingsOpen: false };
// The choice and whether its settings dialog is open: one store, so one listener hears both. The
// server renders "no choice yet" (it cannot read storage); app/boot.ts hides the banner until
// hydration when there is one.
const consent = createStore<{ choice: ConsentState | null; settingsOpen: boolean }>(
  () => ({
    choice: typeof window === 'undefined' ? null : parseStored(readJson(CONSENT_STORAGE_KEY)),
    settingsOpen: false,
  }),
  { serverValue: () => NO_CHOICE },
);
const update = (next: Partial<{ choice: ConsentState | null; settingsOpen: boolean }>): void =>
  consent.set({ ...consent.get(), ...next });

export const getTagManagerIds = (): TagManagerIds => tagManagerIds;
/** True when some country has a container: only then is there anything to consent to. */
export const isMeasured = (): boolean => Object.keys(tagManagerIds).length > 0;
/** True when this country has a container: the banner asks only there (a country without one loads none). */
export const isMeasuredIn = (country: CountryCode): boolean => tagManagerIds[country] !== undefined;
export const getConsent = (): ConsentState | null => consent.get().choice;
/** Analytics or marketing allowed: the tag manager may load and the data layer gets events. */
export const hasMeasurementConsent = (): boolean => {
  const choice = getConsent();
  return choice !== null && (choice.analytics || choice.marketing);
};

function newConsentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function store(next: ConsentState, settingsOpen = consent.get().settingsOpen): void {
  writeStorage(CONSENT_STORAGE_KEY, JSON.stringify(next));
  update({ choice: next, settingsOpen });
}

async function record(state: ConsentState): Promise<void> {
  const params: ParamsOf<'shopConsents.add'> = {
    consentId: state.id,
    analytics: state.analytics,
    marketing: state.marketing,
    policyVersion: state.version,
    choice: state.choice,
  };
  const answer = await rpc.call('shopConsents.add', { ...params });
  // Marked only if it is still the current choice (a quicker second choice is recorded by its own call).
  if (answer.status === 'ok' && getConsent() === state) store({ ...state, recorded: true });
}

/** The shopper chose: remember it, tell the server, let the tag manager follow. */
export function saveConsent(categories: { analytics: boolean; marketing: boolean }, choice: ConsentChoice): void {
  const next: ConsentState = {
    id: getConsent()?.id ?? newConsentId(),
    ...categories,
    choice,
    version: CONSENT_POLICY_VERSION,
    at: new Date().toISOString(),
    recorded: false,
  };
  store(next, false);
  void record(next);
}

export const openConsentSettings = (): void => update({ settingsOpen: true });
export const closeConsentSettings = (): void => update({ settingsOpen: false });

/** For plain modules (the tag manager): called after every change of the choice. */
export const onConsentChange = consent.subscribe;

export const useConsent = (): ConsentState | null => useStore(consent, (c) => c.choice);
export const useConsentSettingsOpen = (): boolean => useStore(consent, (c) => c.settingsOpen);

/** At start: a choice the server never acknowledged is sent again; another tab's choice applies here too. */
export function initConsent(): void {
  const choice = getConsent();
  if (choice && !choice.recorded) void record(choice);
  window.addEventListener('storage', (event) => {
    if (event.key !== CONSENT_STORAGE_KEY && event.key !== null) return;
    update({ choice: parseStored(readJson(CONSENT_STORAGE_KEY)) });
  });
}

// Consent and measurement rules shared by the browser and the server: the consent categories, the
// policy version a stored choice must carry, and the per-country tag-manager ids of TAG_MANAGER_IDS
// (one parser, used by the server's config check and by the SPA reading what the server injected).
import { isCountryCode, type CountryCode } from './countries.ts';

/**
 * The version of the consent text (banner + privacy page, cookie section). Raise it when either
 * changes what a shopper agrees to: every stored choice of an older version is asked again.
 */
export const CONSENT_POLICY_VERSION = 1;

/** A choice older than this is asked again, like a new policy version (consent is renewed yearly). */
export const CONSENT_MAX_AGE_DAYS = 365;

/** The server keeps each consent record this long after it was made, as proof, then deletes it. */
export const CONSENT_RECORD_RETENTION_DAYS = 3 * 365;

/** The optional categories; the strictly necessary storage (session, cart, country, this choice) needs none. */
export const CONSENT_CATEGORIES = ['analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** How the shopper chose: the banner's two buttons, or the settings' own selection. */
export const CONSENT_CHOICES = ['accept_all', 'reject_all', 'custom'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** Browser storage key of the choice (strictly necessary: it is the record of the refusal too). */
export const CONSENT_STORAGE_KEY = 'consent';

/** The anonymous id a browser's choices are recorded under: 32 lower-case hex digits (128 random bits). */
export const CONSENT_ID_PATTERN = /^[0-9a-f]{32}$/;

/** Name of the <meta> through which the server tells the SPA the container ids (same syntax as the env). */
export const TAG_MANAGER_META = 'tag-manager-ids';

/** A Google Tag Manager web container id. */
export const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

export type TagManagerIds = Partial<Record<CountryCode, string>>;

/**
 * `HR:GTM-AAAA111,RS:GTM-BBBB222` → { HR: 'GTM-AAAA111', RS: 'GTM-BBBB222' }. Blank → {}.
 * Throws with a plain reason on an unknown country, a malformed id or a country named twice.
 */
export function parseTagManagerIds(raw: string): TagManagerIds {
  const ids: TagManagerIds = {};
  for (const entry of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [country = '', id = '', ...rest] = entry.split(':').map((s) => s.trim());
    const code = country.toUpperCase();
    if (!isCountryCode(code)) throw new Error(`"${entry}": the country must be one of BA, RS, HR, ME`);
    if (rest.length > 0 || !TAG_MANAGER_ID_PATTERN.test(id))
      throw new Error(`"${entry}": expected COUNTRY:GTM-XXXXXXX`);
    if (ids[code]) throw new Error(`"${entry}": ${code} is named twice`);
    ids[code] = id;
  }
  return ids;
}

/** The inverse of parseTagManagerIds, as the server writes it into the page. */
export const formatTagManagerIds = (ids: TagManagerIds): string =>
  Object.entries(ids)
    .map(([country, id]) => `${country}:${id}`)
    .join(',');

/**
 * The quiz's consent lines (messages/quiz.ts): the contact line under the e-mail and phone steps,
 * and the separate, unticked consent to keep the quiz answers with the contact (health data, GDPR
 * Art. 9). A subscriber stores which version it agreed to and when. Raise a version when its text
 * changes what a shopper agrees to.
 */
export const QUIZ_CONTACT_CONSENT_VERSION = 1;
export const QUIZ_HEALTH_CONSENT_VERSION = 1;

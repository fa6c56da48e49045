// The account rules of docs/product.md §5 as plain functions — one source for the forms (which show the
// message for the returned key) AND the server (which refuses what a form would refuse).
// Each check returns null when the value passes, else the key of its message in accountMessages.
import { COUNTRIES, SHOP_DIAL_CODES, type CountryCode } from './countries.ts';

export const CREDENTIAL_MIN_LENGTH = 8;

export const CREDENTIAL_MAX_LENGTH = 64;

export const PHONE_DIGITS_MAX = 15;

/**
 * docs/product.md §5, as the spec states it: "It must match a Balkan format: an optional plus, an optional
 * prefix 387, 385, 381, 382 or 06, then 1 to 2 digits, 3 digits and 3 to 4 digits, with optional
 * spaces or dashes." isPhoneFormat applies it to the number with the trunk 0 after a dial code
 * dropped (dropTrunkZero) and spaces/dashes taken out; how we read it: docs/decisions/008-phone-numbers.md.
 */
export const PHONE_PATTERN = /* @__PURE__ */ new RegExp(
  `^\\+?(?:${SHOP_DIAL_CODES.join('|')}|06)?[ -]?\\d{1,2}[ -]?\\d{3}[ -]?\\d{3,4}$`,
);

/**
 * The same groups with the dial code required: what a number written with "+" must be. A "+"
 * makes the digits international, so "+912 345 678" is India (+91), not an HR number missing its
 * dial code — the spec's optional prefix must not let it through as a bare local number.
 */
const INTERNATIONAL_PATTERN = new RegExp(`^\\+(?:${SHOP_DIAL_CODES.join('|')})\\d{1,2}\\d{3}\\d{3,4}$`);

/** A shop dial code (with or without "+") and then the trunk 0 people type from habit: "+385 091…". */
const TRUNK_ZERO = new RegExp(`^(\\s*\\+?\\s*(?:${SHOP_DIAL_CODES.join('|')})[ -]*)0`);

/** A "standard" e-mail: something@domain.tld, no spaces, one @ (what a person can type and receive). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** Longest e-mail we store: it is also the username, which docs/product.md §9 caps at 64 characters. @alias */
export const EMAIL_MAX_LENGTH = CREDENTIAL_MAX_LENGTH;
export const NAME_MAX_LENGTH = 100;

export type EmailRuleKey = 'emailRequired' | 'emailFormat';
export type PasswordRuleKey = 'passwordRule';
export type PhoneRuleKey = 'phoneRequired' | 'phoneFormat';
export type UsernameRuleKey = 'usernameRule';
export type AccountRuleKey = EmailRuleKey | PasswordRuleKey | PhoneRuleKey | UsernameRuleKey | 'fillAllFields';

const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** True when the value is empty, or only the dial code a phone picker pre-fills ("+387"). */
export function isPhoneEmpty(value: string): boolean {
  const v = value.trim();
  if (v === '' || v === '+') return true;
  return /^\+[\d ]+$/.test(v) && SHOP_DIAL_CODES.includes(digitsOf(v));
}

/** Register: required, standard format, at most 64 characters. */
export function checkEmail(value: string): EmailRuleKey | null {
  const v = value.trim();
  if (v === '') return 'emailRequired';
  return v.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(v) ? null : 'emailFormat';
}

/** Login and register: 8 to 64 characters (docs/product.md §5, §9). Spaces count: a password is taken as typed. */
export function checkPassword(value: string): PasswordRuleKey | null {
  return isPasswordLength(value) ? null : 'passwordRule';
}

export const isPasswordLength = (value: string): boolean =>
  value.length >= CREDENTIAL_MIN_LENGTH && value.length <= CREDENTIAL_MAX_LENGTH;

// Only for callers that check validity without knowing the shopper (params schemas); see checkPhone.
const DEFAULT_READING: CountryCode = 'HR';

/**
 * Register and account: required, and the Balkan format of docs/product.md §5 (at most 15 digits). `country`
 * is where a number written without a dial code is read (the shopper's country); whether a number
 * passes never depends on it, because the four dial codes share the spec's groups.
 */
export function checkPhone(value: string, country: CountryCode = DEFAULT_READING): PhoneRuleKey | null {
  if (isPhoneEmpty(dropTrunkZero(value))) return 'phoneRequired';
  return isPhoneFormat(value, country) ? null : 'phoneFormat';
}

/**
 * How people write a number, read as the international number the rules check:
 * "00385 91 234 5678" → "+385 91 234 5678" (the international call prefix),
 * "+385 091 234 5678" → "+385 91 234 5678" (the trunk 0 after a dial code, dropTrunkZero),
 * "091 234 5678" in HR → "+385 91 234 5678" (a local number: trunk 0 and no dial code, also when
 * typed after a picker's lone "+"). Anything else is returned as typed (trimmed).
 */
export function toInternational(value: string, country: CountryCode): string {
  const v = dropTrunkZero(value.trim().replace(/^\+?\s*00\s*/, '+'));
  const local = /^\+?\s*0(?=\d)/.exec(v);
  return local ? `+${dialCodeOf(country)} ${v.slice(local[0].length)}` : v;
}

/**
 * "+385 091 234 5678" → "+385 91 234 5678": the trunk 0 written right after a shop dial code is
 * dropped (no national number of the four countries starts with 0), everything else is kept as
 * typed. The phone input applies it while typing; isPhoneFormat and the server before anything else.
 */
export function dropTrunkZero(value: string): string {
  const m = TRUNK_ZERO.exec(value);
  return m ? value.slice(0, m[1]!.length) + value.slice(m[1]!.length + 1) : value;
}

/**
 * docs/product.md §5 on the number with its trunk 0 dropped and spaces and dashes taken out: the phone input
 * masks digits in its own groups ("+387 612 345 67"), which must not decide validity — the digits
 * do. The number is first read as toInternational reads it; written with "+" it must carry one of
 * the four dial codes, at most 15 digits in all.
 */
export function isPhoneFormat(value: string, country: CountryCode = DEFAULT_READING): boolean {
  const v = toInternational(value, country).replace(/[ -]/g, '');
  if (digitsOf(v).length > PHONE_DIGITS_MAX || !PHONE_PATTERN.test(v)) return false;
  return !v.startsWith('+') || INTERNATIONAL_PATTERN.test(v);
}

/** Login: 8 to 64 characters, or a phone number (docs/product.md §5). */
export function checkUsername(value: string, country: CountryCode = DEFAULT_READING): UsernameRuleKey | null {
  const v = value.trim();
  if (v.length >= CREDENTIAL_MIN_LENGTH && v.length <= CREDENTIAL_MAX_LENGTH) return null;
  return v !== '' && isPhoneFormat(v, country) ? null : 'usernameRule';
}

/** Login and reset take "e-mail or phone" in one field: anything with an @ is an e-mail. */
export const looksLikeEmail = (value: string): boolean => value.includes('@');

/** Names are optional; when given they are trimmed and capped. */
export const isNameOk = (value: string): boolean => value.trim().length <= NAME_MAX_LENGTH;

/** The dial code the phone pickers start with for a country ("387" for BA). */
export const dialCodeOf = (country: CountryCode): string => COUNTRIES[country].dialCode;

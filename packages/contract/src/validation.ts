// The account rules of spec §5 as plain functions — one source for the forms (which show the
// message for the returned key) AND the server (which refuses what a form would refuse).
// Each check returns null when the value passes, else the key of its message in accountMessages.
import { CREDENTIAL_MAX_LENGTH, CREDENTIAL_MIN_LENGTH, PHONE_DIGITS_MAX } from './constants.ts';
import { COUNTRIES, type CountryCode } from './countries.ts';

/** Dial codes of the four shop countries, the only ones a phone may carry (spec §5). */
export const SHOP_DIAL_CODES = ['387', '385', '381', '382'] as const;

/**
 * Spec §5 "Balkan format": an optional plus, an optional prefix 387, 385, 381, 382 or 06, then
 * 1–2 digits, 3 digits and 3–4 digits, with optional spaces or dashes between the groups.
 */
export const PHONE_PATTERN = /^\+?(?:387|385|381|382|06)?[ -]?\d{1,2}[ -]?\d{3}[ -]?\d{3,4}$/;

/** A "standard" e-mail: something@domain.tld, no spaces, one @ (what a person can type and receive). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** Longest e-mail we store: it is also the username, which spec §9 caps at 64 characters. */
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
  return /^\+[\d ]+$/.test(v) && (SHOP_DIAL_CODES as readonly string[]).includes(digitsOf(v));
}

/** Register: required, standard format, at most 64 characters. */
export function checkEmail(value: string): EmailRuleKey | null {
  const v = value.trim();
  if (v === '') return 'emailRequired';
  return v.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(v) ? null : 'emailFormat';
}

/** Login and register: 8 to 64 characters (spec §5, §9). Spaces count: a password is taken as typed. */
export function checkPassword(value: string): PasswordRuleKey | null {
  return isPasswordLength(value) ? null : 'passwordRule';
}

export const isPasswordLength = (value: string): boolean =>
  value.length >= CREDENTIAL_MIN_LENGTH && value.length <= CREDENTIAL_MAX_LENGTH;

/** Register and account: required, and the Balkan format of spec §5 (at most 15 digits). */
export function checkPhone(value: string): PhoneRuleKey | null {
  if (isPhoneEmpty(value)) return 'phoneRequired';
  return isPhoneFormat(value) ? null : 'phoneFormat';
}

/**
 * Spaces and dashes are taken out first: the phone input masks digits in its own groups
 * ("+387 612 345 67"), which must not decide validity — the digits do.
 */
export function isPhoneFormat(value: string): boolean {
  const v = value.trim().replace(/[ -]/g, '');
  return digitsOf(v).length <= PHONE_DIGITS_MAX && PHONE_PATTERN.test(v);
}

/** Login: 8 to 64 characters, or a phone number (spec §5). */
export function checkUsername(value: string): UsernameRuleKey | null {
  const v = value.trim();
  if (v.length >= CREDENTIAL_MIN_LENGTH && v.length <= CREDENTIAL_MAX_LENGTH) return null;
  return v !== '' && isPhoneFormat(v) ? null : 'usernameRule';
}

/** Login and reset take "e-mail or phone" in one field: anything with an @ is an e-mail. */
export const looksLikeEmail = (value: string): boolean => value.includes('@');

/** Names are optional; when given they are trimmed and capped. */
export const isNameOk = (value: string): boolean => value.trim().length <= NAME_MAX_LENGTH;

/** The dial code the phone pickers start with for a country ("387" for BA). */
export const dialCodeOf = (country: CountryCode): string => COUNTRIES[country].dialCode;

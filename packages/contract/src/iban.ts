// The shopper's bank account for a refund (docs/desk.md, "Refunds"): BA, RS, HR and ME banks all use
// IBANs (BA39…, RS35…, HR…, ME25…), checked by ibantools — the country's length and pattern and the
// check digits — so a mistyped account is refused in the form, not found out when the payment bounces.
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * The account as typed ("BA39 1290 0794 0102 8494"), in its electronic form when it is a valid IBAN
 * (country code, check digits and the country's length and pattern), else null.
 */
export function ibanOf(typed: string): string | null {
  const electronic = electronicFormatIBAN(typed.normalize('NFKC'));
  return electronic && isValidIBAN(electronic) ? electronic : null;
}

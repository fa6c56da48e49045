// Who a message about an account goes to, and the name it greets: only ever the account's own e-mail or
// phone, and a name kept to letters (used by the withdrawal acknowledgement and the club's).
export interface Recipient {
  channel: 'email' | 'sms';
  to: string;
}

/**
 * Where the acknowledgement goes: only ever to the account's own e-mail or phone, so the shop cannot
 * be made to mail strangers (one account sent ten mails to ten addresses in seconds). `requested` is
 * the shopper's choice of channel: '' → an SMS to the account's phone; anything else → the
 * account's e-mail. Whichever the account lacks, the other is used.
 */
export function recipientFor(requested: string | undefined, account: { email: string; phone: string }): Recipient {
  const email = account.email.trim();
  const phone = account.phone.trim();
  const wantsSms = requested === '' && phone !== '';
  return email !== '' && !wantsSms ? { channel: 'email', to: email } : { channel: 'sms', to: phone };
}

/** The longest name a message greets (longer names are cut). */
const GREETING_NAME_MAX = 40;

/**
 * A name as a message may carry it: the order's name is the shopper's free text, so only letters,
 * marks, spaces, apostrophes and hyphens are kept (no links, no line breaks, no markup) and it
 * is cut to GREETING_NAME_MAX characters.
 */
export function plainName(raw: string): string {
  const kept = raw
    .normalize('NFC')
    .replace(/[^\p{L}\p{M} '’-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return [...kept].slice(0, GREETING_NAME_MAX).join('').trim();
}

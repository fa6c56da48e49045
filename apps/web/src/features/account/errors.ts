// Server answers → what to tell the shopper. Sign-up codes map to a meaning first, so the account
// area and checkout each show their own wording (spec §8) from one mapping.
import type { RpcErr } from '@zdravo/rpc';
import type { AccountRuleKey } from '@zdravo/contract';

export type SignUpProblem = 'emailExists' | 'phoneExists' | 'passwordShort' | 'rateLimited' | 'transport' | 'invalid' | 'other';

/** What a failed shopUsers.f.add means; `invalid` comes with the field rules the server refused. */
export function signUpProblem(answer: RpcErr): SignUpProblem {
  switch (answer.data) {
    case 'EMAIL_EXISTS':
    case 'USERNAME_EXISTS':
      return 'emailExists';
    case 'PHONE_EXISTS':
      return 'phoneExists';
    case 'PASSWORD_SHORT':
      return 'passwordShort';
    case 'RATE_LIMITED':
      return 'rateLimited';
    case 'RPC_CLIENT_ERROR':
      return 'transport';
    case 'VALIDATION_ERROR':
      return 'invalid';
    default:
      return 'other';
  }
}

const RULE_KEYS: readonly string[] = ['usernameRule', 'passwordRule', 'emailRequired', 'emailFormat', 'phoneRequired', 'phoneFormat', 'fillAllFields'];

/** The rule keys the server named in a VALIDATION_ERROR, by field (the contract puts them in `message`). */
export function fieldRules(answer: RpcErr): Partial<Record<string, AccountRuleKey>> {
  const out: Partial<Record<string, AccountRuleKey>> = {};
  if (!Array.isArray(answer.details)) return out;
  for (const issue of answer.details as Array<{ path?: unknown[]; message?: unknown }>) {
    const field = String(issue.path?.[0] ?? '');
    if (typeof issue.message === 'string' && RULE_KEYS.includes(issue.message)) out[field] = issue.message as AccountRuleKey;
  }
  return out;
}

// The field rules a refused sign-up or edit names (the shopper's messages for the codes themselves
// are the contract's error table, messages/errors.ts).
import type { RpcErr } from '@zdravo/rpc';
import type { AccountRuleKey } from '@zdravo/contract';

const RULE_KEYS: readonly string[] = [
  'usernameRule',
  'passwordRule',
  'emailRequired',
  'emailFormat',
  'phoneRequired',
  'phoneFormat',
  'fillAllFields',
];

/** The rule keys the server named in a VALIDATION_ERROR, by field (the contract puts them in `message`). */
export function fieldRules(answer: RpcErr): Partial<Record<string, AccountRuleKey>> {
  const out: Partial<Record<string, AccountRuleKey>> = {};
  if (!Array.isArray(answer.details)) return out;
  for (const issue of answer.details as Array<{ path?: unknown[]; message?: unknown }>) {
    const field = String(issue.path?.[0] ?? '');
    if (typeof issue.message === 'string' && RULE_KEYS.includes(issue.message))
      out[field] = issue.message as AccountRuleKey;
  }
  return out;
}

// Every action the server audits reads as a sentence, and every field a row may carry has a name, in
// each country's words: the lists are the contract's (desk/audit.ts), the one vocabulary the audit
// writer accepts, so an action or a field added there without words fails here.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../countries.ts';
import { textFor } from '../text.ts';
import { AUDIT_ACTIONS, AUDIT_FIELDS } from '../desk/audit.ts';
import { deskAuditActions, deskAuditFields } from './desk-supervision.ts';

const actions = deskAuditActions as Record<string, Parameters<typeof textFor>[0] | undefined>;
const fields = deskAuditFields as Record<string, Parameters<typeof textFor>[0] | undefined>;
const KEY = /^[a-z]+(\.[a-z_-]+)?$|^[a-z]+[A-Z]\w*$/;

describe('the audit log in words', () => {
  it.each(AUDIT_ACTIONS.flatMap((action) => COUNTRY_CODES.map((country) => [action, country] as const)))(
    '%s reads as a sentence in %s',
    (action, country) => {
      const text = actions[action];
      expect(text, `no sentence for ${action}`).toBeDefined();
      const sentence = textFor(text!, country);
      expect(sentence.trim().length).toBeGreaterThan(5);
      expect(sentence).not.toMatch(KEY);
      expect(sentence).not.toContain(action);
    },
  );

  it.each(AUDIT_FIELDS.flatMap((field) => COUNTRY_CODES.map((country) => [field, country] as const)))(
    'the field %s has a name in %s',
    (field, country) => {
      const text = fields[field];
      expect(text, `no name for ${field}`).toBeDefined();
      const name = textFor(text!, country);
      expect(name.trim().length).toBeGreaterThan(1);
      expect(name).not.toBe(field);
    },
  );

  it('holds words only for actions and fields the server can write', () => {
    const known = new Set<string>([...AUDIT_FIELDS, 'yes', 'no']);
    expect(Object.keys(actions).filter((a) => !(AUDIT_ACTIONS as readonly string[]).includes(a))).toEqual([]);
    expect(Object.keys(fields).filter((f) => !known.has(f))).toEqual([]);
  });
});

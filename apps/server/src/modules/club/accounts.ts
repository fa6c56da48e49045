// Finding the account an operator names by e-mail or phone, and the dates of the club CLI.
import type { Kysely } from 'kysely';
import { localDay, localMidnight } from '@zdravo/contract';
import { CliUsageError } from '../../cli/types.ts';
import type { Database } from '../../db/schema/index.ts';
import { parsePhone } from '../../platform/phone.ts';

export interface NamedAccount {
  id: number;
  email: string;
  phone: string;
  first_name: string;
  last_name: string;
}

/** An account by its e-mail, or by its phone in international form (+387 61 234 567, 00387…). */
export async function accountNamed(db: Kysely<Database>, who: string | undefined): Promise<NamedAccount> {
  const value = (who ?? '').trim();
  if (value === '') throw new CliUsageError('Give the account e-mail or phone (international, e.g. +38761234567)');
  let query = db.selectFrom('users').select(['id', 'email', 'phone', 'first_name', 'last_name']);
  if (value.includes('@')) query = query.where('email_key', '=', value.toLowerCase());
  else {
    if (!/^(\+|00)/.test(value))
      throw new CliUsageError(`Give the phone with its country code (e.g. +387…), not "${value}"`);
    // The dial code names the country, so the country given here does not matter.
    const phone = parsePhone(value, 'BA');
    if (!phone) throw new CliUsageError(`"${value}" is not a phone number of BA, RS, HR or ME`);
    query = query.where('phone', '=', phone);
  }
  const user = await query.executeTakeFirst();
  if (!user) throw new CliUsageError(`No account with e-mail or phone "${value}"`);
  return user;
}

/** Midnight on the shop's clock of a YYYY-MM-DD date. */
export function parseDay(value: string | undefined, flag: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) throw new CliUsageError(`${flag} needs a date as YYYY-MM-DD`);
  const midnight = localMidnight(Number(match[1]), Number(match[2]), Number(match[3]));
  if (localDay(midnight.toISOString()) !== value) throw new CliUsageError(`${value} is not a date`);
  return midnight;
}

/** The same moment one calendar year later on the shop's clock (29 February → 1 March). */
export function oneYearAfter(start: Date): Date {
  const [y, m, d] = localDay(start.toISOString()).split('-').map(Number) as [number, number, number];
  const sameDay = localMidnight(y, m, d);
  const offset = start.getTime() - sameDay.getTime();
  return new Date(localMidnight(y + 1, m, d).getTime() + offset);
}

/** A flag's value ("--from 2026-12-01" or "--from=2026-12-01") and the other arguments. */
export function flagValue(args: string[], flag: string): { value: string | undefined; rest: string[] } {
  const rest: string[] = [];
  let value: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === flag) value = args[++i] ?? '';
    else if (arg.startsWith(`${flag}=`)) value = arg.slice(flag.length + 1);
    else rest.push(arg);
  }
  return { value, rest };
}

import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema/index.ts';
import type { ShopEvents } from '../cluster/index.ts';

export interface CliContext {
  db: Kysely<Database>;
  config: AppConfig;
  /**
   * To tell running servers about a change (Redis when REDIS_URL is set). Absent (in tests), nobody
   * is told and servers see the change at their next version poll.
   */
  events?: ShopEvents;
  /** Prints one line for the operator. */
  out(line: string): void;
}

export interface CliCommand {
  /** e.g. "orders:status <orderId> <status>" */
  usage: string;
  summary: string;
  /** Returns normally on success; throws CliUsageError for bad input (exit code 2). */
  run(args: string[], ctx: CliContext): Promise<void>;
}

export class CliUsageError extends Error {}

/** A list command's optional row limit: whole, 1 to 10000, `fallback` when not given. */
export function parseLimit(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 10_000)
    throw new CliUsageError('limit must be a whole number from 1 to 10000');
  return n;
}

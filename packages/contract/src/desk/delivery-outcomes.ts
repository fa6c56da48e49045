// The one table of a parcel's delivery outcomes (docs/desk.md, dispatch): from which statuses each may
// be recorded (within ORDER_STATUS_NEXT), and the words a courier's report may use for it — English
// and the four variants' spellings (BA and ME ijekavian, RS ekavian, HR) — and the same for why a
// parcel came back. The desk's typed outcome, the CSV import and the tests all read this table.
import type { OrderStatus } from '../orders.ts';
import { foldForSearch } from '../search-fold.ts';
import type { DeliveryOutcome } from './types.ts';

/** Why a parcel came back: refused at the door, the shopper not found, damaged on the way, or the shopper's withdrawal. */
export const RETURN_REASONS = ['refusedAtDoor', 'notFound', 'damaged', 'withdrawal'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const isReturnReason = (value: unknown): value is ReturnReason =>
  typeof value === 'string' && (RETURN_REASONS as readonly string[]).includes(value);

interface OutcomeRule {
  /** The order statuses the outcome may be recorded from: a delivered parcel may still come back under the guarantee. */
  from: readonly OrderStatus[];
  /** What couriers write for it, folded when read (case, diacritics and spaces do not matter). */
  words: readonly string[];
}

export const DELIVERY_OUTCOME_RULES: Readonly<Record<DeliveryOutcome, OutcomeRule>> = {
  delivered: {
    from: ['shipped'],
    words: [
      'delivered',
      'isporučeno',
      'isporučena',
      'isporučen',
      'dostavljeno',
      'dostavljena',
      'dostavljen',
      'uručeno',
      'uručena',
      'uručen',
      'preuzeto',
      'preuzeta',
    ],
  },
  refused: {
    from: ['shipped'],
    words: [
      'refused',
      'odbijeno',
      'odbijena',
      'odbijen',
      'odbijen prijem',
      'odbijena pošiljka',
      'odbijeno preuzimanje',
      'nije preuzeto',
    ],
  },
  returned: {
    from: ['shipped', 'refused', 'delivered', 'withdrawn'],
    words: [
      'returned',
      'vraćeno',
      'vraćena',
      'vraćen',
      'vraćeno pošiljaocu',
      'vraćena pošiljaocu',
      'vraćeno pošiljatelju',
      'vraćena pošiljatelju',
      'povrat',
    ],
  },
};

export const RETURN_REASON_WORDS: Readonly<Record<ReturnReason, readonly string[]>> = {
  refusedAtDoor: [
    'refusedAtDoor',
    'refused at the door',
    'refused at door',
    'odbio',
    'odbila',
    'odbijeno na vratima',
    'odbio prijem',
    'odbila prijem',
    'kupac odbio',
    'kupac odbija',
  ],
  notFound: [
    'notFound',
    'not found',
    'nije pronađen',
    'nije pronađena',
    'primalac nepoznat',
    'primatelj nepoznat',
    'nepoznat primalac',
    'nepoznat primatelj',
    'nije na adresi',
    'netačna adresa',
    'netočna adresa',
    'adresa nepoznata',
    'nedostupan',
  ],
  damaged: ['damaged', 'oštećeno', 'oštećena', 'oštećen', 'oštećena pošiljka'],
  withdrawal: ['withdrawal', 'odustanak', 'odustao', 'odustala', 'jednostrani raskid', 'raskid ugovora'],
};

function lookup<K extends string>(table: Readonly<Record<K, readonly string[]>>): (given: string) => K | null {
  const byWord = new Map<string, K>();
  for (const [key, words] of Object.entries(table) as [K, readonly string[]][]) {
    byWord.set(foldForSearch(key), key);
    for (const word of words) byWord.set(foldForSearch(word), key);
  }
  return (given) => byWord.get(foldForSearch(given.replace(/[.!]+$/, ''))) ?? null;
}

const outcomeWords = lookup(
  Object.fromEntries(
    Object.entries(DELIVERY_OUTCOME_RULES).map(([k, rule]) => [k, (rule as OutcomeRule).words]),
  ) as Record<DeliveryOutcome, readonly string[]>,
);

/** The outcome a courier's word names ("Isporučeno", "vraćeno pošiljaocu", "REFUSED"), else null. */
export const deliveryOutcomeOf = (word: string): DeliveryOutcome | null => outcomeWords(word);

/** The reason a courier's (or the team's) word names ("oštećeno", "primalac nepoznat", "notFound"), else null. */
export const returnReasonOf: (word: string) => ReturnReason | null = lookup(RETURN_REASON_WORDS);

/** Whether an outcome may be recorded on an order in this status. */
export const outcomeAllowedFrom = (outcome: DeliveryOutcome, status: OrderStatus): boolean =>
  DELIVERY_OUTCOME_RULES[outcome].from.includes(status);

/**
 * The reason a parcel that came back keeps when nobody named one: a refusal is a refusal at the door,
 * a withdrawn order's return is the withdrawal; any other return stays unnamed (counted as "not
 * given", never guessed).
 */
export function defaultReturnReason(outcome: DeliveryOutcome, from: OrderStatus): ReturnReason | null {
  if (outcome === 'refused') return 'refusedAtDoor';
  return outcome === 'returned' && from === 'withdrawn' ? 'withdrawal' : null;
}

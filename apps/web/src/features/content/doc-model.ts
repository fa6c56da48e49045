// The static pages' and blog articles' document model (docs/architecture.md §6): sections of paragraphs,
// lists, tables and notes, each text in both spelling variants, and the per-country values their
// {placeholders} are filled with (contacts, hours, the seller: docs/product.md §9).
import { useCallback } from 'react';
import { textFor, type Text } from '@zdravo/contract';
import { callHoursSentence, deliveryDaysText } from '@zdravo/contract/messages/shop-hours';
import { fill } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { SHOP_NAME } from '../../lib/shop.ts';

// ── Model ─────────────────────────────────────────────────────────────────────────────────

export type Block =
  | { p: Text }
  | { ul: readonly Text[] }
  | { ol: readonly Text[] }
  | { table: { caption: Text; head: readonly Text[]; rows: readonly (readonly Text[])[]; numeric?: boolean } }
  | { note: Text; title?: Text };

export interface DocSection {
  /** Anchor of the section's heading (the table of contents scrolls to it). */
  id: string;
  title: Text;
  blocks: readonly Block[];
}

export interface Doc {
  lead: Text;
  sections: readonly DocSection[];
}

/** A blog article: a document with its key points and the text of its closing call to action. */
export interface Article extends Doc {
  keyPoints: readonly Text[];
  cta?: {
    /** The product the order button names (and the card's heading unless `title` is given). */
    product?: string;
    title?: Text;
    /** Where the button leads; none: see the screen (the libido article's button is inert). */
    href?: string;
    text: Text;
  };
}

/** The date from which the policies apply (shown under their heading, d. m. yyyy.). */
export const POLICIES_VALID_FROM = '21. 11. 2026.';

export type Vars = Readonly<Record<string, string | number>>;
export type Resolve = (text: Text) => string;

/**
 * `{placeholders}` every page may use: the shop name, the country's contacts and support hours. The
 * seller's are sellerVars (seller-vars.ts), added by the pages that name it.
 */
export function useContactVars(): Record<string, string | number> {
  const { country, info } = useCountry();
  return {
    shop: SHOP_NAME,
    email: info.contact.email,
    phone: info.contact.phone,
    tel: info.contact.phone.replace(/\s+/g, ''),
    address: info.contact.address,
    country: info.name,
    callHours: callHoursSentence(country),
    deliveryDays: deliveryDaysText(country),
  };
}

/** Resolves a Text for the current country (spelling variant) and fills its placeholders. */
export function useResolve(vars: Vars): Resolve {
  const { country } = useCountry();
  return useCallback((text: Text) => fill(textFor(text, country), vars), [country, vars]);
}

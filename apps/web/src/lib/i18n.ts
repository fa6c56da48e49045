// Texts for the current country: useT(messages) resolves a message map from
// @zdravo/contract/messages/* to plain strings in the country's spelling variant.
import { textsFor, type CountryCode, type Text } from '@zdravo/contract';
import { shellMessages } from '@zdravo/contract/messages/shell';
import { useCountry } from './country.ts';

type MessageMap = Record<string, Text>;
export type Texts<M extends MessageMap> = { readonly [K in keyof M]: string };

const cache = new WeakMap<MessageMap, Map<CountryCode, Texts<MessageMap>>>();

function resolveTexts<M extends MessageMap>(messages: M, country: CountryCode): Texts<M> {
  let byCountry = cache.get(messages);
  if (!byCountry) {
    byCountry = new Map();
    cache.set(messages, byCountry);
  }
  let texts = byCountry.get(country);
  if (!texts) {
    texts = textsFor(messages, country);
    byCountry.set(country, texts);
  }
  return texts as Texts<M>;
}

/** The shell's texts, or the given message map's, for the current country. */
export function useT(): Texts<typeof shellMessages>;
export function useT<M extends MessageMap>(messages: M): Texts<M>;
export function useT(messages: MessageMap = shellMessages): Texts<MessageMap> {
  const { country } = useCountry();
  return resolveTexts(messages, country);
}

/** Fills {placeholders}: fill('Korpa, {count}', { count: 3 }). Unknown names stay as written. */
export { fillText as fill } from '@zdravo/contract';

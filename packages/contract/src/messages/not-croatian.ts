// What the glossary (docs/glossary.md) says Croatian shoppers do not read, as patterns the wording
// tests look for in every text HR resolves to (messages, offer copy, pages).

/**
 * Words a Croatian shopper reads as another country's shop (docs/glossary.md). Each is matched at
 * a word start, case-insensitively, in the text HR resolves to.
 */
export const NOT_CROATIAN: readonly RegExp[] = [
  /(?<!\p{L})korp[aeiu](?!\p{L})|(?<!\p{L})korpom(?!\p{L})/iu,
  /(?<!\p{L})sedmi[cč]/iu,
  /(?<!\p{L})nedelj/iu,
  /(?<!\p{L})hiljad/iu,
  /(?<!\p{L})pozvać/iu,
  /(?<!\p{L})garancij/iu,
  /(?<!\p{L})artikal(?!\p{L})/iu,
  /(?<!\p{L})kupovin/iu,
  /(?<!\p{L})sačuva/iu,
  /(?<!\p{L})nalog/iu,
  /(?<!\p{L})porudžbin/iu,
  /(?<!\p{L})istorij/iu,
  /(?<!\p{L})podešavanj/iu,
  /(?<!\p{L})uslov/iu,
  /(?<!\p{L})ishran/iu,
  /(?<!\p{L})tačn/iu,
  /(?<!\p{L})bezb[je]*edn/iu,
  /(?<!\p{L})lekar|(?<!\p{L})ljekar(?!n)/iu,
  /(?<!\p{L})apotek/iu,
  /(?<!\p{L})kafa(?!\p{L})|(?<!\p{L})kafu(?!\p{L})/iu,
  /(?<!\p{L})pakovanj/iu,
  /(?<!\p{L})šta(?!\p{L})/iu,
];

// What the glossary (docs/glossary.md) says Croatian shoppers do not read, as patterns the wording
// tests look for in every text HR resolves to (messages, offer copy, pages).

/**
 * Words a Croatian shopper reads as another country's shop (docs/glossary.md). Each is matched at
 * a word start, case-insensitively, in the text HR resolves to.
 */
export const NOT_CROATIAN: readonly RegExp[] = [
  /\bkorp[aeiu]\b|\bkorpom\b/i,
  /\bsedmi[cč]/i,
  /\bnedelj/i,
  /\bhiljad/i,
  /\bpozvać/i,
  /\bgarancij/i,
  /\bartikal\b/i,
  /\bkupovin/i,
  /\bsačuva/i,
  /\bnalog/i,
  /\bporudžbin/i,
  /\bistorij/i,
  /\bpodešavanj/i,
  /\buslov/i,
  /\bishran/i,
  /\btačn/i,
  /\bbezb[je]*edn/i,
  /\blekar|\bljekar(?!n)/i,
  /\bapotek/i,
  /\bkafa\b|\bkafu\b/i,
  /\bpakovanj/i,
  /\bšta\b/i,
];

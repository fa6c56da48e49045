// Review base numbers (spec §9): a fixed count added to the live count of approved reviews per offer,
// and the average rating that base count stands for. Offers missing from REVIEW_BASE_COUNTS have base 0.

export const REVIEW_BASE_COUNTS: Record<string, number> = {
  'pure-fit': 4167,
  'beauty-fem': 3479,
  'hairgrow-plus': 3384,
  'cellu-lift': 2891,
  'prosta-vital': 2964,
  'alpha-potent': 3467,
  'hemo-calm': 3475,
  libido: 2747,
  'digest-detox': 0,
  'fem-balance': 0,
  'paket-vitka-linija': 0,
  'paket-ljepota': 0,
  'paket-zategnuto-tijelo': 0,
  'paket-muska-snaga': 0,
  'paket-zenska-harmonija': 0,
};

/** Average rating (1–5) behind the base count; combine with live reviews weighted by count. */
export const REVIEW_BASE_RATING: Record<string, number> = {
  'pure-fit': 4.8,
  'beauty-fem': 4.7,
  'hairgrow-plus': 4.7,
  'cellu-lift': 4.6,
  'prosta-vital': 4.8,
  'alpha-potent': 4.7,
  'hemo-calm': 4.9,
  libido: 4.6,
  'digest-detox': 4.7,
  'fem-balance': 4.8,
  'paket-vitka-linija': 4.8,
  'paket-ljepota': 4.7,
  'paket-zategnuto-tijelo': 4.7,
  'paket-muska-snaga': 4.8,
  'paket-zenska-harmonija': 4.8,
};

// Reviews' sorts and the base numbers added to the live reviews (docs/product.md §9, docs/decisions/015):
// configuration, with the operator's per-country switch.

export const REVIEW_SORTS = ['files', 'newest', 'oldest', 'best', 'worst'] as const;

export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Fixed base numbers added to the live review count per offer (configuration; defaults from the spec). */
export const REVIEW_BASE_COUNTS: Readonly<Record<string, number>> = {
  'pure-fit': 4167,
  'beauty-fem': 3479,
  'hairgrow-plus': 3384,
  'cellu-lift': 2891,
  'prosta-vital': 2964,
  'alpha-potent': 3467,
  'hemo-calm': 3475,
  libido: 2747,
};

/**
 * The average rating the base reviews of REVIEW_BASE_COUNTS stand for (configuration). Rating is the
 * blend of that base with the live approved reviews, weighted by count:
 *   Rating = (baseRating × baseCount + Σ approved ratings) / (baseCount + approved count)
 * and RatingCount = baseCount + approved count; an offer without a base counts its live reviews only.
 * A bundle adds the totals of its child offers to its own: it is rated by what is in it.
 */
export const REVIEW_BASE_RATINGS: Readonly<Record<string, number>> = {
  'pure-fit': 4.8,
  'beauty-fem': 4.7,
  'hairgrow-plus': 4.7,
  'cellu-lift': 4.6,
  'prosta-vital': 4.8,
  'alpha-potent': 4.7,
  'hemo-calm': 4.9,
  libido: 4.6,
};

export const REVIEW_BASE_RATING_DEFAULT = 4.7;

/**
 * The countries whose offer pages add the base numbers (ratings gathered elsewhere) to the reviews
 * published here. HR is left out by default: EU Omnibus rules apply there, and ratings we cannot show
 * came from buyers are not added to a count a shopper reads as ours (docs/decisions/015). The operator
 * changes it per country with `npm run shop -- reviews:base <country> on|off`.
 */
export const REVIEW_BASE_COUNTRIES_DEFAULT: readonly string[] = ['BA', 'RS', 'ME'];

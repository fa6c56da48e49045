// One offer as the catalog file holds it and the desk's editor saves it (docs/desk.md "The catalog"):
// the zod schema both the import (`catalog:import`) and the editor's save validate with, so a file and
// a form are refused for the same reasons, field by field. Server only (zod).
import { z } from 'zod';
import { COUNTRY_CODES, type CountryCode } from '../countries.ts';
import { SHOP_GROUPS } from '../catalog.ts';
import { LISTING_STATUSES } from '../catalog-listing.ts';
import { dbId, safeString } from '../methods/common.ts';

/** The wire joins an offer's advantages with this (docs/product.md §3), so one may not contain it. */
export const ADVANTAGES_JOIN = '&&';
/** An offer's address: lower-case letters, digits and single hyphens. */
export const OFFER_SLOG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The paragraphs of a description are separated by a blank line. */
export const PARAGRAPH_BREAK = '\n\n';
/** The largest price the shop takes, in minor units (one million in the main unit). */
export const PRICE_MAX_MINOR = 100_000_000;

const text = (max: number) => safeString(max).trim().min(1, { message: 'required' });
const list = (max: number) => z.array(text(max)).min(1, { message: 'required' }).max(20);

// An empty address says it is required; only a typed one is held to the form.
export const offerSlogSchema = safeString(120)
  .min(1, { message: 'required' })
  .refine((slog) => slog === '' || OFFER_SLOG_PATTERN.test(slog), { message: 'slogForm' });

/**
 * A picture's alt text: ijekavian and ekavian, and the Croatian and Montenegrin wording when it
 * differs (empty: the ijekavian). Says what the picture shows, for a shopper who cannot see it.
 */
export const imageAltSchema = z.strictObject({
  ije: text(200),
  eke: text(200),
  hr: safeString(200).trim().optional(),
  me: safeString(200).trim().optional(),
});
export type ImageAlt = z.output<typeof imageAltSchema>;

export const offerTextsSchema = z.strictObject({
  name: text(120),
  heading: text(300),
  subHeading: text(600),
  // A file writes paragraphs as a list (the seed does); the editor sends one text.
  description: z
    .union([text(8000), z.array(text(4000)).min(1)])
    .transform((d) => (Array.isArray(d) ? d.join(PARAGRAPH_BREAK) : d)),
  howToUse: text(2000),
  advantages: list(300).refine((a) => a.every((x) => !x.includes(ADVANTAGES_JOIN)), { message: 'advantageJoin' }),
  benefits: list(300),
});
export type OfferTextsIn = z.input<typeof offerTextsSchema>;
export type OfferTexts = z.output<typeof offerTextsSchema>;

const minor = z.number().int({ message: 'priceForm' }).positive({ message: 'priceZero' }).max(PRICE_MAX_MINOR);
/** A price in one country, minor units: `new` is what is paid, `old` the reference (crossed-out) price. */
export const countryPriceSchema = z
  .strictObject({ new: minor, old: minor })
  .refine((p) => p.old >= p.new, { message: 'referenceBelowNew', path: ['old'] });
export type CountryPrice = z.output<typeof countryPriceSchema>;

const perCountry = <T extends z.ZodType>(value: T) =>
  z.strictObject(Object.fromEntries(COUNTRY_CODES.map((c) => [c, value])) as Record<CountryCode, T>);

/** An ingredient's name and detail where a variant words them otherwise (HR "krom" where BA and ME read "hrom"). */
const ingredientWording = z.strictObject({ name: text(120).optional(), detail: text(200).optional() });

export const offerIngredientsSchema = z.strictObject({
  dailyDose: text(60),
  packSize: text(60),
  rows: z
    .array(
      z.strictObject({
        /** The ijekavian name (BA, and ME unless `local.me` says otherwise). */
        name: text(120),
        detail: text(200).optional(),
        amount: text(40),
        nrv: z.number().int().positive().max(10_000).optional(),
        local: z
          .strictObject({
            eke: ingredientWording.optional(),
            hr: ingredientWording.optional(),
            me: ingredientWording.optional(),
          })
          .optional(),
      }),
    )
    .min(1, { message: 'required' })
    .max(40),
});

export const catalogOfferSchema = z
  .strictObject({
    /** Absent: a new offer. */
    id: dbId.optional(),
    slog: offerSlogSchema,
    status: perCountry(z.enum(LISTING_STATUSES)),
    group: z.enum(SHOP_GROUPS),
    scaleleadId: text(60),
    /** How many days one package lasts (shown as the offer's stock). */
    stockDays: z.number().int().min(1).max(365),
    popularity: z.number().int().min(0).max(1_000_000),
    /** Minor units per country; a country without a price must stay a draft there. */
    prices: z.strictObject(
      Object.fromEntries(COUNTRY_CODES.map((c) => [c, countryPriceSchema.optional()])) as Record<
        CountryCode,
        z.ZodOptional<typeof countryPriceSchema>
      >,
    ),
    /** ijekavian (BA), ekavian (RS), and only the fields whose wording differs in Croatian (HR) and Montenegrin (ME). */
    texts: z.strictObject({
      ije: offerTextsSchema,
      eke: offerTextsSchema,
      hr: offerTextsSchema.partial().optional(),
      me: offerTextsSchema.partial().optional(),
    }),
    /** A single product's composition; null for a bundle. */
    ingredients: offerIngredientsSchema.nullable(),
    /** Image references under /images/ ('pure-fit-1.svg', '/images/offers/x.webp'); the first is the packshot. */
    images: z.array(text(300)).min(1, { message: 'required' }).max(12),
    ingredientsImage: text(300),
    /** Alt texts by picture reference (each one of `images`); a picture without one is described by the offer's name. */
    imageAlts: z.record(text(300), imageAltSchema).default({}),
    /** A bundle's products by address (not a bundle, not itself); null for a single product. */
    children: z.array(offerSlogSchema).min(2, { message: 'bundleSize' }).max(10).nullable(),
  })
  .superRefine((offer, ctx) => {
    for (const country of COUNTRY_CODES) {
      if (offer.status[country] !== 'draft' && offer.prices[country] === undefined) {
        ctx.addIssue({ code: 'custom', message: 'priceRequired', path: ['prices', country] });
      }
    }
    for (const ref of Object.keys(offer.imageAlts))
      if (!offer.images.includes(ref))
        ctx.addIssue({ code: 'custom', message: 'altWithoutImage', path: ['imageAlts', ref] });
    if (offer.children?.includes(offer.slog))
      ctx.addIssue({ code: 'custom', message: 'bundleItself', path: ['children'] });
    if (offer.children && new Set(offer.children).size !== offer.children.length)
      ctx.addIssue({ code: 'custom', message: 'bundleTwice', path: ['children'] });
  });
export type CatalogOfferIn = z.input<typeof catalogOfferSchema>;
export type CatalogOffer = z.output<typeof catalogOfferSchema>;

// ── desk.catalog.list ──────────────────────────────────────────────────────────────────────────
export const catalogListParams = z.strictObject({}).optional();

// ── desk.catalog.get / desk.catalog.save (the product editor) ────────────────────────────────────
export const catalogGetParams = z.strictObject({ id: dbId });

/**
 * desk.catalog.uploadPhoto params, around the file schema of the side that checks them (the server's
 * multipart file), as staticContent.images.f.upload's are.
 */
export function catalogUploadPhotoParams<F extends z.ZodType>(file: F) {
  return z.strictObject({ file });
}

export const catalogSaveParams = z.strictObject({
  /** The offer's version when the editor opened it (null: a new offer). A stale one is refused. */
  version: z.number().int().min(1).nullable(),
  offer: catalogOfferSchema,
});

// ── desk.catalog.preview (the editor's unsaved form as a country's shoppers would see it) ──────────
export const catalogPreviewParams = z.strictObject({
  offer: catalogOfferSchema,
  country: z.enum(COUNTRY_CODES),
});

// ── desk.catalog.schedulePrice / desk.catalog.unschedulePrice ──────────────────────────────────────
const moment = z.iso.datetime({ offset: true, message: 'timeForm' });

/** A price from a start until an end (or for good) in one country, saved on the product's version. */
export const catalogScheduleParams = z
  .strictObject({
    offerId: dbId,
    version: z.number().int().min(1),
    country: z.enum(COUNTRY_CODES),
    price: countryPriceSchema,
    startsAt: moment,
    endsAt: moment.nullable(),
  })
  .refine((s) => s.endsAt === null || Date.parse(s.endsAt) > Date.parse(s.startsAt), {
    message: 'scheduleEndsBeforeStart',
    path: ['endsAt'],
  });

export const catalogUnscheduleParams = z.strictObject({
  offerId: dbId,
  version: z.number().int().min(1),
  scheduleId: dbId,
});

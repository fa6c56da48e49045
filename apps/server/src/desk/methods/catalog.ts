// The desk's catalog (docs/desk.md "The catalog"): every product and bundle with its group and, per
// country, its listing status, prices and what its warehouse has left; the product editor opens one and saves it whole (one
// audited write with the version check). Merchandisers and managers only (DESK_ACCESS).
import type { z } from 'zod';
import { fail, fileParam, type UploadedFile } from '@zdravo/rpc/server';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '@zdravo/contract';
import {
  CATALOG_PHOTO_MAX_BYTES,
  type DeskCatalogCountry,
  type DeskCatalogEditor,
  type DeskCatalogRow,
  type DeskCatalogSaved,
} from '@zdravo/contract/desk';
import {
  catalogGetParams,
  catalogListParams,
  catalogSaveParams,
  catalogScheduleParams,
  catalogUnscheduleParams,
  catalogUploadPhotoParams,
} from '@zdravo/contract/desk/catalog-params';
import { readOffers } from '../../modules/catalog/index.ts';
import { storeCatalogPhoto, versionedImageUrl } from '../../modules/catalog/index.ts';
import { announceCatalogChange } from '../../platform/catalog-version.ts';
import { glossaryWarnings } from '../../modules/catalog/index.ts';
import { lastSaveOf, saveOffer } from '../../modules/catalog/index.ts';
import { schedulePrice, unschedulePrice, type ScheduleOutcome } from '../../modules/catalog/index.ts';
import { schedulesOf } from '../../modules/catalog/index.ts';
import { catalogStock } from '../../modules/stock/index.ts';
import { actorOf, type StaffContext } from '../context.ts';
import { deskMethod, type DeskAreaMethods } from '../method.ts';

/** The server reads the file part; the desk's map says what the browser sends (a Blob). */
const uploadPhotoParams = catalogUploadPhotoParams(fileParam) as unknown as z.ZodType<
  { file: UploadedFile },
  { file: Blob }
>;

/** A schedule's outcome as the call answers it; every other process drops its catalog at once on a change. */
async function scheduleAnswer(outcome: ScheduleOutcome, ctx: StaffContext) {
  if (outcome.ok) {
    await announceCatalogChange(ctx.events);
    return { version: outcome.version };
  }
  if (outcome.reason === 'notFound') return fail('NOT_FOUND');
  if (outcome.reason === 'stale') return fail('CATALOG_CHANGED', outcome.lastSave);
  return fail('VALIDATION_ERROR', [{ path: [outcome.path], message: outcome.code }]);
}

export function deskCatalogMethods(): DeskAreaMethods<
  | 'desk.catalog.list'
  | 'desk.catalog.get'
  | 'desk.catalog.save'
  | 'desk.catalog.schedulePrice'
  | 'desk.catalog.unschedulePrice'
  | 'desk.catalog.uploadPhoto'
> {
  return {
    'desk.catalog.get': deskMethod('desk.catalog.get', {
      params: catalogGetParams,
      async handler({ id }, ctx): Promise<DeskCatalogEditor | ReturnType<typeof fail<'NOT_FOUND'>>> {
        const [stored] = await readOffers(ctx.db, [id]);
        if (!stored) return fail('NOT_FOUND');
        const { version, updatedAt: _updatedAt, ...offer } = stored;
        const ruled = COUNTRY_CODES.filter((c) => COUNTRIES[c].priorPriceRule);
        const periods = ruled.length
          ? await ctx.db
              .selectFrom('offer_price_history')
              .select(['country', 'new_minor', 'old_minor', 'at'])
              .where('offer_id', '=', id)
              .where('country', 'in', ruled)
              .orderBy('at')
              .orderBy('id')
              .execute()
          : [];
        const history: DeskCatalogEditor['history'] = {};
        for (const p of periods)
          (history[p.country as CountryCode] ??= []).push({ at: p.at, newMinor: p.new_minor, oldMinor: p.old_minor });
        const schedules = (await schedulesOf(ctx.db, id, new Date())).map(({ offerId: _offer, ...s }) => s);
        return {
          offer,
          version,
          lastSave: await lastSaveOf(ctx.db, id),
          warnings: glossaryWarnings(offer),
          history,
          schedules,
        };
      },
    }),
    'desk.catalog.schedulePrice': deskMethod('desk.catalog.schedulePrice', {
      params: catalogScheduleParams,
      handler: async (params, ctx) => scheduleAnswer(await schedulePrice(ctx.db, params, actorOf(ctx)), ctx),
    }),
    'desk.catalog.unschedulePrice': deskMethod('desk.catalog.unschedulePrice', {
      params: catalogUnscheduleParams,
      handler: async (params, ctx) => scheduleAnswer(await unschedulePrice(ctx.db, params, actorOf(ctx)), ctx),
    }),
    'desk.catalog.uploadPhoto': {
      ...deskMethod('desk.catalog.uploadPhoto', {
        params: uploadPhotoParams,
        async handler({ file }, ctx) {
          const stored = await storeCatalogPhoto(ctx.config.dataDir, file.data);
          return stored.ok ? stored.photo : fail(stored.code);
        },
      }),
      // One photo per call, of at most the review photo's size: the editor sends one call per file.
      files: { maxCount: 1, maxBytes: CATALOG_PHOTO_MAX_BYTES },
    },
    'desk.catalog.save': deskMethod('desk.catalog.save', {
      params: catalogSaveParams,
      async handler({ offer, version }, ctx) {
        const outcome = await saveOffer(ctx.db, offer, version, actorOf(ctx), ctx.config.dataDir);
        if (!outcome.ok) {
          if (outcome.reason === 'notFound') return fail('NOT_FOUND');
          if (outcome.reason === 'stale') return fail('CATALOG_CHANGED', outcome.lastSave);
          return fail(
            'VALIDATION_ERROR',
            outcome.issues.map((i) => ({
              path:
                i.path === 'version'
                  ? ['version']
                  : ['offer', ...i.path.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k))],
              message: i.code,
            })),
          );
        }
        // Every other process drops its cached catalog at once (the pages, share pages, sitemap, search).
        if (outcome.changed) await announceCatalogChange(ctx.events);
        return {
          id: outcome.id,
          slog: offer.slog,
          version: outcome.version,
          warnings: glossaryWarnings(offer),
        } satisfies DeskCatalogSaved;
      },
    }),
    'desk.catalog.list': deskMethod('desk.catalog.list', {
      params: catalogListParams,
      async handler(_params, ctx): Promise<DeskCatalogRow[]> {
        // Stock per country beside status and price: one query for every offer (not one per row).
        const [offers, stock] = await Promise.all([readOffers(ctx.db), catalogStock(ctx.db)]);
        return offers
          .map((o) => ({
            id: o.id,
            slog: o.slog,
            name: o.texts.ije.name,
            group: o.group,
            bundle: o.children !== null,
            image: o.images[0] ? (versionedImageUrl(o.images[0]) ?? o.images[0]) : null,
            countries: Object.fromEntries(
              COUNTRY_CODES.map((c): [CountryCode, DeskCatalogCountry] => [
                c,
                {
                  status: o.status[c],
                  newMinor: o.prices[c]?.new ?? null,
                  oldMinor: o.prices[c]?.old ?? null,
                  currency: COUNTRIES[c].currency,
                  stock: stock.get(o.id)?.[c] ?? null,
                },
              ]),
            ) as Record<CountryCode, DeskCatalogCountry>,
            version: o.version,
            updatedAt: o.updatedAt,
          }))
          .sort((a, b) => a.name.localeCompare(b.name, 'bs'));
      },
    }),
  };
}

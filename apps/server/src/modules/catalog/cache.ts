// In-memory catalog per country. The catalog is small (tens of offers) and read on every page, so
// each process keeps the answer of loadCatalog per country and serves filters from it.
//
// Invalidation: writers in this process call invalidateCatalog() for an immediate effect, and every
// writer bumps the version in app_meta and announces the change (version.ts). With Redis the
// announcement reaches every process at once (catalog/routes.ts drops the cache on it). The version
// is re-read at most every VERSION_CHECK_MS all the same, so without Redis, or when an announcement
// is lost, a change made by the operator CLI or another process shows within that window. A writer
// that neither bumps nor announces is only picked up on restart.
import type { Kysely } from 'kysely';
import { prepareJson, type PreparedJson } from '@zdravo/rpc/server';
import type { CountryCode } from '@zdravo/contract';
import type { Offer, OfferFilter } from '@zdravo/contract/methods';
import type { Database } from '../../db/schema/index.ts';
import { loadCatalogUntil } from './queries.ts';
import { readCatalogVersion } from '../../platform/catalog-version.ts';

export const VERSION_CHECK_MS = 2_000;

type WithoutReviews = Omit<Offer, 'Rating' | 'RatingCount'>;

export class CatalogSnapshot {
  readonly bySlog: Map<string, Offer>;
  private readonly lists = new Map<string, readonly Offer[] | readonly WithoutReviews[]>();
  private readonly prepared = new Map<string, PreparedJson<Array<Offer | WithoutReviews>>>();
  private readonly preparedOffers = new Map<string, PreparedJson<Offer | WithoutReviews>>();
  private readonly bare = new WeakMap<Offer, WithoutReviews>();
  private readonly briefs = new WeakMap<Offer, Offer>();

  constructor(
    /** The offers listed in the country: its lists, search, the quiz and the sitemap read these. */
    readonly offers: readonly Offer[],
    /** When this snapshot goes stale by itself (a reduction's 30 days end), ms since the epoch; null: never. */
    readonly until: number | null = null,
    /** Hidden offers: found by their address only (docs/product.md §11). */
    hidden: readonly Offer[] = [],
  ) {
    this.bySlog = new Map([...offers, ...hidden].map((o) => [o.Slog.toLowerCase(), o]));
  }

  /** The spec's Rating / RatingCount are present only when reviews are requested. */
  shape(offer: Offer, includeReviews: boolean): Offer | WithoutReviews {
    if (includeReviews) return offer;
    let bare = this.bare.get(offer);
    if (!bare) {
      const { Rating: _r, RatingCount: _c, ...rest } = offer;
      bare = Object.freeze(rest);
      this.bare.set(offer, bare);
    }
    return bare;
  }

  /**
   * An offer as lists carry it: without its ingredients, which its own answer (offers.f.getSlog) has —
   * every list is inlined in the landing's and the listings' HTML, which stay small.
   */
  private brief(offer: Offer): Offer {
    if (!offer.Ingredients) return offer;
    let brief = this.briefs.get(offer);
    if (!brief) {
      const { Ingredients: _ingredients, ...rest } = offer;
      brief = Object.freeze(rest);
      this.briefs.set(offer, brief);
    }
    return brief;
  }

  /** Filters are ANDed; eq null keeps top-level offers, not-eq null keeps bundles. Answers are memoized. */
  list(filters: readonly OfferFilter[], includeReviews: boolean): readonly (Offer | WithoutReviews)[] {
    const key = listKey(filters, includeReviews);
    const wantTop = filters.some((f) => f.op === 'eq');
    const wantBundles = filters.some((f) => f.op === 'not-eq');
    let answer = this.lists.get(key);
    if (!answer) {
      answer = this.offers
        .filter((o) => (!wantTop || o.ChildOffers === null) && (!wantBundles || o.ChildOffers !== null))
        .map((o) => this.shape(this.brief(o), includeReviews));
      this.lists.set(key, answer);
    }
    return answer;
  }

  /** One offer serialized once per snapshot: what offers.f.getSlog answers with. */
  offerJson(offer: Offer, includeReviews: boolean): PreparedJson<Offer | WithoutReviews> {
    const key = `${offer.ID}|${includeReviews}`;
    let json = this.preparedOffers.get(key);
    if (!json) {
      json = prepareJson(this.shape(offer, includeReviews));
      this.preparedOffers.set(key, json);
    }
    return json;
  }

  /** The same list serialized once per snapshot: what offers.f.getAll answers with. */
  listJson(filters: readonly OfferFilter[], includeReviews: boolean): PreparedJson<Array<Offer | WithoutReviews>> {
    const key = listKey(filters, includeReviews);
    let json = this.prepared.get(key);
    if (!json) {
      // The JSON is a fresh array for every reader; the cached list itself stays read-only.
      json = prepareJson([...this.list(filters, includeReviews)]);
      this.prepared.set(key, json);
    }
    return json;
  }
}

function listKey(filters: readonly OfferFilter[], includeReviews: boolean): string {
  return `${filters.some((f) => f.op === 'eq')}|${filters.some((f) => f.op === 'not-eq')}|${includeReviews}`;
}

export class CatalogCache {
  private entries = new Map<CountryCode, Promise<CatalogSnapshot>>();
  /** Per country: when its snapshot goes stale by itself (CatalogSnapshot.until). */
  private staleAt = new Map<CountryCode, number>();
  private version: string | null = null;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  async get(country: CountryCode): Promise<CatalogSnapshot> {
    await this.checkVersion();
    let entry = this.entries.get(country);
    // A snapshot past its `until` (read without waiting when it is already there) is loaded again.
    if (entry && this.staleAt.get(country) !== undefined && Date.now() >= this.staleAt.get(country)!) entry = undefined;
    if (!entry) {
      entry = loadCatalogUntil(this.db, country).then(({ offers, hidden, until }) => {
        if (until === null) this.staleAt.delete(country);
        else this.staleAt.set(country, until);
        return new CatalogSnapshot(
          offers.map((o) => Object.freeze(o)),
          until,
          hidden.map((o) => Object.freeze(o)),
        );
      });
      this.entries.set(country, entry);
      // A failed load is not cached: the next request tries again.
      entry.catch(() => {
        if (this.entries.get(country) === entry) this.entries.delete(country);
      });
    }
    return entry;
  }

  invalidate(): void {
    this.entries.clear();
    this.staleAt.clear();
    this.checkedAt = 0;
  }

  private checkVersion(): Promise<void> {
    if (Date.now() - this.checkedAt < VERSION_CHECK_MS) return Promise.resolve();
    this.checking ??= readCatalogVersion(this.db)
      .then((version) => {
        if (version !== this.version) this.entries.clear();
        this.version = version;
        this.checkedAt = Date.now();
      })
      .finally(() => {
        this.checking = null;
      });
    return this.checking;
  }
}

// One cache per database handle (tests build many apps, each with its own database).
const caches = new WeakMap<Kysely<Database>, CatalogCache>();

export function catalogCache(db: Kysely<Database>): CatalogCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CatalogCache(db);
    caches.set(db, cache);
  }
  return cache;
}

/** For writers in this process (seed, review moderation): drop the cache now, not at the next version check. */
export const invalidateCatalog = (db: Kysely<Database>): void => catalogCache(db).invalidate();

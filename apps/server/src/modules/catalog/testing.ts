// Test helpers for the catalog: change one offer as a catalog file would (through the import, the
// one writer every change goes through).
import type { CatalogOfferIn } from '@zdravo/contract/desk/catalog-params';
import type { TestApp } from '../../testing.ts';
import { CLI_ACTOR } from '../../platform/audit.ts';
import { exportCatalog } from './file/export.ts';
import { importCatalog } from './file/import.ts';

/** Applies `change` to the offer `slog` through catalog:import; throws when the import refuses it. */
export async function changeOffer(t: TestApp, slog: string, change: (offer: CatalogOfferIn) => void): Promise<void> {
  const file = await exportCatalog(t.db);
  const offer = file.offers.find((o) => o.slog === slog);
  if (!offer) throw new Error(`no offer ${slog}`);
  change(offer);
  const report = await importCatalog(t.db, { offers: [offer] }, CLI_ACTOR, t.config.dataDir);
  if (!report.ok) throw new Error(JSON.stringify(report.errors));
}

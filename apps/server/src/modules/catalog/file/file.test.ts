// The catalog as a file: `catalog:export` then `catalog:import` into a fresh shop gives the same shop
// (the catalog's answers in every country compare equal); a file with one bad row changes nothing and
// names the row; an import is one audit row with the fields before and after.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@zdravo/contract';
import { createTestApp, testDbKinds, type TestApp } from '../../../testing.ts';
import { cliCommands } from '../../../cli/commands.ts';
import { printable } from '../../../cli/printable.ts';
import { exportCatalog, type CatalogFile } from './export.ts';

/** Runs a shop command and answers what it printed and whether it failed (the CLI's exit code 2). */
async function shop(t: TestApp, ...args: string[]): Promise<{ lines: string[]; failed: string | null }> {
  const lines: string[] = [];
  try {
    await cliCommands()[args[0]!]!.run(args.slice(1), {
      db: t.db,
      config: t.config,
      out: (line) => lines.push(printable(line)),
    });
    return { lines, failed: null };
  } catch (error) {
    return { lines, failed: (error as Error).message };
  }
}

/** What shoppers get from the catalog in every country: the lists and each offer by its address. */
async function catalogAnswers(t: TestApp) {
  const out: Record<string, unknown> = {};
  for (const country of COUNTRY_CODES) {
    const shopper = t.shopper({ country });
    const all = await shopper.call('offers.f.getAll', { includeReviews: true });
    out[country] = all;
    if (all.status !== 'ok') continue;
    for (const o of all.data)
      out[`${country}/${o.Slog}`] = await shopper.call('offers.f.getSlog', { Slog: o.Slog, includeReviews: true });
  }
  return out;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-file-'));
const fileIn = (name: string, data: unknown): string => {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, JSON.stringify(data));
  return file;
};
const auditRows = (t: TestApp) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', 'catalog.import').orderBy('id').execute();

describe.each(testDbKinds)('the catalog as a file on %s', (kind) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp(kind);
    b = await createTestApp(kind);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('a changed catalog, exported and imported into a fresh shop, answers the same in every country', async () => {
    // Change the first shop through a file: prices in RS and HR, a new product without an id, a status.
    const file = await exportCatalog(a.db);
    const pureFit = file.offers.find((o) => o.slog === 'pure-fit')!;
    pureFit.prices.RS = { new: 299_000, old: 599_000 };
    pureFit.prices.HR = { new: 2990, old: 8580 };
    pureFit.texts.eke.heading = 'Lakši put do vitke linije, svakog dana';
    const fresh = structuredClone(file.offers.find((o) => o.slog === 'beauty-fem')!);
    delete fresh.id;
    fresh.slog = 'nova-formula';
    fresh.texts.ije.name = 'Nova formula';
    fresh.status = { BA: 'published', RS: 'published', HR: 'draft', ME: 'hidden' };
    file.offers.push(fresh);
    const changed = await shop(a, 'catalog:import', fileIn('changed.json', file));
    expect(changed.failed).toBeNull();
    expect(changed.lines).toContain('Imported: 1 new, 1 changed, 14 unchanged.');

    const exported = path.join(tmp, 'a.json');
    expect((await shop(a, 'catalog:export', exported)).lines).toEqual([`16 offers written to ${exported}.`]);
    const written = JSON.parse(fs.readFileSync(exported, 'utf8')) as CatalogFile;
    expect(written.offers.find((o) => o.slog === 'nova-formula')?.status).toEqual({
      BA: 'published',
      RS: 'published',
      HR: 'draft',
      ME: 'hidden',
    });

    expect((await shop(b, 'catalog:import', exported)).failed).toBeNull();
    expect(await exportCatalog(b.db)).toEqual(await exportCatalog(a.db));
    expect(await catalogAnswers(b)).toEqual(await catalogAnswers(a));
    const rs = await b.shopper({ country: 'RS' }).call('offers.f.getSlog', { Slog: 'pure-fit' });
    expect(rs).toMatchObject({
      status: 'ok',
      data: { NewPrice: 2990, OldPrice: 5990, Heading: 'Lakši put do vitke linije, svakog dana' },
    });
    // Importing the same file again changes nothing.
    expect((await shop(b, 'catalog:import', exported)).lines).toContain('Imported: 0 new, 0 changed, 16 unchanged.');
  });

  it('one bad row changes nothing and is named, with its field', async () => {
    const before = await exportCatalog(a.db);
    const audits = (await auditRows(a)).length;
    const file = structuredClone(before);
    file.offers[0]!.popularity = 1;
    file.offers[0]!.texts.eke.heading = 'Izmenjeno';
    file.offers[2]!.prices.HR = { new: 4000, old: 3000 };
    file.offers[4]!.texts.ije.name = '  ';
    file.offers[6]!.slog = 'Ima Razmake';
    const run = await shop(a, 'catalog:import', fileIn('bad.json', file));
    expect(run.failed).toBe('Nothing imported: 3 problem(s).');
    const slog = (i: number) => before.offers[i]!.slog;
    expect(run.lines).toEqual([
      `row 3 (${slog(2)}): prices.HR.old: the reference (old) price is below the new price`,
      `row 5 (${slog(4)}): texts.ije.name: is empty`,
      'row 7 (Ima Razmake): slog: must be lower-case letters, digits and single hyphens',
    ]);
    expect(await exportCatalog(a.db)).toEqual(before);
    expect(await auditRows(a)).toHaveLength(audits);
  });

  it('a bundle inside a bundle, an unknown product and an address taken are refused against the catalog', async () => {
    const before = await exportCatalog(a.db);
    const file = structuredClone(before);
    const bundles = file.offers.filter((o) => o.children !== null);
    bundles[0]!.children = [bundles[1]!.slog, 'pure-fit', 'ne-postoji'];
    const copy = structuredClone(file.offers[0]!);
    delete copy.id;
    file.offers.push(copy);
    const run = await shop(a, 'catalog:import', fileIn('cross.json', file));
    const row = file.offers.indexOf(bundles[0]!) + 1;
    expect(run.lines).toEqual([
      `row ${file.offers.length} (${copy.slog}): slog: this address is on another row of the file too`,
      `row ${row} (${bundles[0]!.slog}): children.0: a bundle cannot hold another bundle`,
      `row ${row} (${bundles[0]!.slog}): children.2: no such product`,
      `row ${file.offers.length} (${copy.slog}): slog: another offer has this address`,
    ]);
    expect(await exportCatalog(a.db)).toEqual(before);
  });

  it('an import is one audit row with each offer’s fields before and after', async () => {
    const file = await exportCatalog(a.db);
    const offer = file.offers.find((o) => o.slog === 'nova-formula')!;
    const hrBefore = offer.prices.HR;
    offer.status.HR = 'published';
    offer.prices.HR = { new: 3990, old: 3990 };
    expect((await shop(a, 'catalog:import', fileIn('audit.json', file))).failed).toBeNull();
    const last = (await auditRows(a)).at(-1)!;
    expect(last.actor).toBe('CLI');
    expect(JSON.parse(last.before_json!)).toMatchObject({
      'nova-formula': {
        status: { BA: 'published', RS: 'published', HR: 'draft', ME: 'hidden' },
        prices: { HR: hrBefore },
      },
    });
    expect(JSON.parse(last.after_json!)).toMatchObject({
      'nova-formula': { status: { HR: 'published' }, prices: { HR: { new: 3990, old: 3990 } } },
      rows: 16,
      created: 0,
      updated: 1,
    });
  });
});

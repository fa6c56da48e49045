// The catalog as a file (docs/desk.md "The catalog as a file"): `catalog:export <file>` writes it,
// `catalog:import <file>` applies one all or nothing, printing each bad row with its field.
import fs from 'node:fs/promises';
import type { CliCommand } from '../../../cli/types.ts';
import { CliUsageError } from '../../../cli/types.ts';
import { CLI_ACTOR } from '../../../platform/audit.ts';
import { announceCatalogChange } from '../../../platform/catalog-version.ts';
import { exportCatalog } from './export.ts';
import { importCatalog, type ImportRowError } from './import.ts';

/** What each refusal code means, for the operator (the desk words the same codes per variant). */
const REASONS: Record<string, string> = {
  required: 'is empty',
  slogForm: 'must be lower-case letters, digits and single hyphens',
  slogTwice: 'this address is on another row of the file too',
  slogTaken: 'another offer has this address',
  idTwice: 'this id is on another row of the file too',
  priceZero: 'must be above 0',
  priceForm: 'must be a whole number of minor units (cents)',
  referenceBelowNew: 'the reference (old) price is below the new price',
  priceRequired: 'a country where the offer is not a draft needs a price',
  advantageJoin: 'an advantage may not contain "&&"',
  bundleSize: 'a bundle holds at least two products',
  bundleItself: 'a bundle cannot hold itself',
  bundleTwice: 'a product is in the bundle twice',
  bundleUnknownProduct: 'no such product',
  bundleInBundle: 'a bundle cannot hold another bundle',
  imageMissing: 'no such image under /images/ (nor an uploaded photo under /media/catalog/)',
  altWithoutImage: 'an alt text names a picture that is not in images',
  fileShape: 'the file must be JSON { "offers": [ … ] }',
};

function rowErrorLine(e: ImportRowError): string {
  const where = e.row < 0 ? 'file' : `row ${e.row + 1}${e.slog ? ` (${e.slog})` : ''}`;
  return `${where}: ${e.path || '(offer)'}: ${REASONS[e.code] ?? e.code}`;
}

export function catalogFileCommands(): Record<string, CliCommand> {
  return {
    'catalog:export': {
      usage: 'catalog:export <file>',
      summary: 'Write the whole catalog (texts, prices, statuses per country, ingredients, photos) as a JSON file',
      async run(args, ctx) {
        const [file] = args;
        if (!file || args.length !== 1) throw new CliUsageError('Name the file to write.');
        const data = await exportCatalog(ctx.db);
        await fs.writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
        ctx.out(`${data.offers.length} offers written to ${file}.`);
      },
    },
    'catalog:import': {
      usage: 'catalog:import <file>',
      summary:
        'Apply a catalog file all or nothing (a row without an id is a new offer); bad rows are listed and nothing changes',
      async run(args, ctx) {
        const [file] = args;
        if (!file || args.length !== 1) throw new CliUsageError('Name the file to read.');
        let data: unknown;
        try {
          data = JSON.parse(await fs.readFile(file, 'utf8'));
        } catch (error) {
          throw new CliUsageError(`Cannot read ${file} as JSON: ${(error as Error).message}`);
        }
        // Uploaded photos' references are checked against this shop's data dir.
        const report = await importCatalog(ctx.db, data, CLI_ACTOR, ctx.config.dataDir);
        if (!report.ok) {
          for (const e of report.errors) ctx.out(rowErrorLine(e));
          throw new CliUsageError(`Nothing imported: ${report.errors.length} problem(s).`);
        }
        if (ctx.events) await announceCatalogChange(ctx.events);
        ctx.out(
          `Imported: ${report.created.length} new, ${report.updated.length} changed, ${report.unchanged} unchanged.`,
        );
        for (const slog of report.created) ctx.out(`new: ${slog}`);
        for (const slog of report.updated) ctx.out(`changed: ${slog}`);
      },
    },
  };
}

// The desk's catalog screen (docs/desk.md "The catalog"): its words and the four listing statuses as
// the team reads them. Per spelling variant like every desk text.
import type { ListingStatus } from '../catalog-listing.ts';
import type { Text } from '../text.ts';
import deskCatalogJson from './texts/desk-catalog.json' with { type: 'json' };
import deskCatalogStatusesJson from './texts/desk-catalog-statuses.json' with { type: 'json' };
import deskCatalogEditorJson from './texts/desk-catalog-editor.json' with { type: 'json' };
import deskCatalogFieldsJson from './texts/desk-catalog-fields.json' with { type: 'json' };

/**
 * Notes on texts/desk-catalog.json:
 * - `menu`: the desk's menu word ("Katalog", named by the product contract).
 * - `count`: how many rows the filters leave, of all.
 */
export const deskCatalogMessages = deskCatalogJson satisfies Record<string, Text>;

export const deskCatalogStatuses = deskCatalogStatusesJson satisfies Record<ListingStatus, Text>;

/**
 * The product editor's words (texts/desk-catalog-editor.json). Notes:
 * - `seesStruck` / `seesPlain`: what shoppers of a country will see with the prices in the form.
 * - `ruleStruck` / `ruleNone`: HR's 30-day rule (docs/decisions/023) said plainly under its prices.
 * - `stale`: the version check's refusal, naming who saved first and when.
 */
export const deskCatalogEditorMessages = deskCatalogEditorJson satisfies Record<string, Text>;

/** Why a field of the editor (or a row of a catalog file) is refused: the codes of catalog-params.ts and file/checks.ts. */
export const deskCatalogFieldMessages = deskCatalogFieldsJson satisfies Record<string, Text>;

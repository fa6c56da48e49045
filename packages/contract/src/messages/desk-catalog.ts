// The desk's catalog screen (docs/desk.md "The catalog"): its words and the four listing statuses as
// the team reads them. Per spelling variant like every desk text.
import type { ListingStatus } from '../catalog-listing.ts';
import type { Text } from '../text.ts';
import deskCatalogJson from './texts/desk-catalog.json' with { type: 'json' };
import deskCatalogStatusesJson from './texts/desk-catalog-statuses.json' with { type: 'json' };

/**
 * Notes on texts/desk-catalog.json:
 * - `menu`: the desk's menu word ("Katalog", named by the product contract).
 * - `count`: how many rows the filters leave, of all.
 */
export const deskCatalogMessages = deskCatalogJson satisfies Record<string, Text>;

export const deskCatalogStatuses = deskCatalogStatusesJson satisfies Record<ListingStatus, Text>;

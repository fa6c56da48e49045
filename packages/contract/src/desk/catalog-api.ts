// The catalog's part of the desk's API map and access table (api.ts adds both to DeskApi and
// DESK_ACCESS): merchandisers (and managers) run the catalog; nobody else calls it.
import type { Call } from './call.ts';
import type { StaffRole } from './roles.ts';
import type {
  DeskCatalogEditor,
  DeskCatalogPhoto,
  DeskCatalogPreview,
  DeskCatalogRow,
  DeskCatalogSaved,
} from './catalog.ts';
import type {
  catalogGetParams,
  catalogListParams,
  catalogPreviewParams,
  catalogSaveParams,
  catalogScheduleParams,
  catalogUnscheduleParams,
} from './catalog-params.ts';

export type DeskCatalogApi = {
  'desk.catalog.list': Call<typeof catalogListParams, DeskCatalogRow[]>;
  'desk.catalog.get': Call<typeof catalogGetParams, DeskCatalogEditor>;
  'desk.catalog.save': Call<typeof catalogSaveParams, DeskCatalogSaved>;
  /** The offer's page as the country's shoppers would see it with the form's unsaved values; nothing is written. */
  'desk.catalog.preview': Call<typeof catalogPreviewParams, DeskCatalogPreview>;
  /** Answers the product's new version. */
  'desk.catalog.schedulePrice': Call<typeof catalogScheduleParams, { version: number }>;
  'desk.catalog.unschedulePrice': Call<typeof catalogUnscheduleParams, { version: number }>;
  /** One photo per call (multipart): stored in every width, answered as a reference to add to an offer. */
  'desk.catalog.uploadPhoto': { params: { file: Blob }; result: DeskCatalogPhoto };
};

export const DESK_CATALOG_ACCESS = {
  'desk.catalog.list': ['merchandiser'],
  'desk.catalog.get': ['merchandiser'],
  'desk.catalog.save': ['merchandiser'],
  'desk.catalog.preview': ['merchandiser'],
  'desk.catalog.schedulePrice': ['merchandiser'],
  'desk.catalog.unschedulePrice': ['merchandiser'],
  'desk.catalog.uploadPhoto': ['merchandiser'],
} as const satisfies Record<keyof DeskCatalogApi, readonly StaffRole[]>;

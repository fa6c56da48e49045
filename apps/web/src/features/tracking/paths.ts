// The CRM path as the contract names it; a type-only import keeps zod out of this chunk.
import type { CRM_PATHS } from '@zdravo/contract/methods';

export const CRM_PATHS_SHIPMENT_STATUS: (typeof CRM_PATHS)['shipmentStatus'] = '/api/deals/getShippmentStatus';

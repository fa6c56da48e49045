// The courier's payouts' part of the desk's API map and access table (api.ts adds both to DeskApi and
// DESK_ACCESS); the types are in remittances.ts.
import type { Call } from './call.ts';
import type { StaffRole } from './roles.ts';
import type { CourierMoney, Remittance, RemittanceImport, RemittanceSummary } from './remittances.ts';
import type {
  remittanceImportParams,
  remittanceGetParams,
  remittanceListParams,
  remittanceMoneyParams,
} from './remittance-params.ts';

export type DeskRemittanceApi = {
  'desk.remittances.import': Call<typeof remittanceImportParams, RemittanceImport>;
  'desk.remittances.list': Call<typeof remittanceListParams, RemittanceSummary[]>;
  'desk.remittances.get': Call<typeof remittanceGetParams, Remittance>;
  'desk.remittances.money': Call<typeof remittanceMoneyParams, CourierMoney[]>;
};

/** The shop's money: managers only. */
export const DESK_REMITTANCE_ACCESS = {
  'desk.remittances.import': ['manager'],
  'desk.remittances.list': ['manager'],
  'desk.remittances.get': ['manager'],
  'desk.remittances.money': ['manager'],
} as const satisfies Record<keyof DeskRemittanceApi, readonly StaffRole[]>;

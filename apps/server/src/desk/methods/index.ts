// The registry of every desk method. Each area exports its own map; together they must be exactly
// the contract's DeskApi (a missing method, a wrong result type or a code outside DeskErrorCode fails tsc).
import type { DeskApi, DeskMethod } from '@zdravo/contract/desk';
import type { DeskAreaMethods } from '../method.ts';
import { deskAuthMethods } from './auth.ts';
import { deskEnrolMethods } from './enrol.ts';
import { deskStaffMethods } from './staff.ts';
import { deskAuditMethods } from './audit.ts';
import { deskOrderMethods } from './orders.ts';
import { deskQueueMethods } from './queue.ts';
import { deskDispatchMethods } from './dispatch.ts';
import { deskPhoneMethods } from './phones.ts';
import { deskNumbersMethods } from './numbers.ts';
import { deskRecordsMethods } from './records.ts';
import { deskClubMethods } from './club.ts';
import { deskReviewMethods } from './reviews.ts';
import { deskCallFlowMethods } from './call-flow.ts';
import { deskRequestMethods } from './requests.ts';
import { deskCatalogMethods } from './catalog.ts';
import { deskCatalogPreviewMethods } from './catalog-preview.ts';
import { deskRemittanceMethods } from './remittances.ts';
import { deskSupervisionMethods } from './supervision.ts';
import { deskStockMethods } from './stock.ts';

export type DeskMethods = DeskAreaMethods<DeskMethod>;

type NotInMap<T> = Exclude<keyof T, keyof DeskApi>;
const onlyMapped = <T extends DeskMethods>(methods: T & Record<NotInMap<T>, never>): DeskMethods => methods;

export function deskMethods(): DeskMethods {
  return onlyMapped({
    ...deskAuthMethods(),
    ...deskEnrolMethods(),
    ...deskStaffMethods(),
    ...deskAuditMethods(),
    ...deskOrderMethods(),
    ...deskQueueMethods(),
    ...deskDispatchMethods(),
    ...deskPhoneMethods(),
    ...deskNumbersMethods(),
    ...deskRecordsMethods(),
    ...deskClubMethods(),
    ...deskReviewMethods(),
    ...deskCallFlowMethods(),
    ...deskRequestMethods(),
    ...deskCatalogMethods(),
    ...deskCatalogPreviewMethods(),
    ...deskRemittanceMethods(),
    ...deskSupervisionMethods(),
    ...deskStockMethods(),
  });
}

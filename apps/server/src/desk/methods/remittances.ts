// The courier's cash-on-delivery payouts (docs/desk.md, "The courier's money"): import a statement,
// list and open them, and the money still with the couriers. Managers only (the access table).
import { fail } from '@zdravo/rpc/server';
import {
  remittanceGetParams,
  remittanceImportParams,
  remittanceListParams,
  remittanceMoneyParams,
} from '@zdravo/contract/desk/remittance-params';
import { actorOf } from '../context.ts';
import { deskMethod, type DeskAreaMethods } from '../method.ts';
import { importRemittance } from '../remittances/import.ts';
import { listRemittances, remittanceById } from '../remittances/view.ts';
import { courierMoney } from '../remittances/money.ts';

type Area = 'desk.remittances.import' | 'desk.remittances.list' | 'desk.remittances.get' | 'desk.remittances.money';

export function deskRemittanceMethods(): DeskAreaMethods<Area> {
  return {
    'desk.remittances.import': deskMethod('desk.remittances.import', {
      params: remittanceImportParams,
      handler: (input, ctx) => importRemittance(ctx.db, actorOf(ctx), input),
    }),
    'desk.remittances.list': deskMethod('desk.remittances.list', {
      params: remittanceListParams,
      handler: (filter, ctx) => listRemittances(ctx.db, filter?.country),
    }),
    'desk.remittances.get': deskMethod('desk.remittances.get', {
      params: remittanceGetParams,
      async handler({ id }, ctx) {
        return (await remittanceById(ctx.db, id)) ?? fail('NOT_FOUND');
      },
    }),
    'desk.remittances.money': deskMethod('desk.remittances.money', {
      params: remittanceMoneyParams,
      handler: (_params, ctx) => courierMoney(ctx.db),
    }),
  };
}

// offers.notifyWhenBack: the offer page's "javite mi kad stigne" (docs/decisions/059-stock-that-orders-reserve.md).
// An e-mail or a phone (in the country's form, stored E.164), kept only while the offer is sold out in
// the shopper's country, and told once (waiters.ts). Limited per address so the form sends no floods.
import { defineMethod, fail } from '@zdravo/rpc/server';
import { checkEmail } from '@zdravo/contract';
import { offersNotifyWhenBackParams } from '@zdravo/contract/methods';
import type { ShopContext } from '../../context.ts';
import { nowIso } from '../../db/dialect.ts';
import { hit } from '../../platform/rate-limit.ts';
import { normalizePhone } from '../../platform/phone.ts';
import type { AreaMethods } from '../shop-method.ts';
import { offerAvailability } from './levels.ts';
import { addWaiter } from './waiters.ts';

/** 20 entries an hour per address. */
const NOTIFY_LIMIT = { max: 20, windowMs: 3_600_000 };

export function stockMethods(): AreaMethods<'offers.notifyWhenBack'> {
  return {
    'offers.notifyWhenBack': defineMethod({
      params: offersNotifyWhenBackParams,
      handler: async (params, ctx: ShopContext) => {
        if ((await hit(ctx.db, `stock-notify:ip:${ctx.ip}`, NOTIFY_LIMIT)) > NOTIFY_LIMIT.max)
          return fail('RATE_LIMITED');
        const byMail = params.Contact.includes('@');
        const email = byMail && checkEmail(params.Contact) === null ? params.Contact.toLowerCase() : null;
        const phone = byMail ? null : normalizePhone(params.Contact, ctx.country);
        if (!email && !phone)
          return fail('VALIDATION_ERROR', [{ path: ['Contact'], message: byMail ? 'emailFormat' : 'phoneFormat' }]);
        const offer = await ctx.db.selectFrom('offers').select('id').where('id', '=', params.ID).executeTakeFirst();
        if (!offer) return fail('NOT_FOUND');
        // Nothing to wait for where it is for sale (or not counted): the page offers the button instead.
        const left = (await offerAvailability(ctx.db, ctx.country, [offer.id])).get(offer.id);
        if (left === null || left === undefined || left > 0) return null;
        await addWaiter(ctx.db, { offerId: offer.id, country: ctx.country, email, phone, at: nowIso() });
        return null;
      },
    }),
  };
}

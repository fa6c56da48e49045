// /politika-dostave (docs/product.md §9, Shipping and support): Monday–Friday processing, delivery in the country table's
// working days after the call, SMS + Viber notice, cash on delivery, support hours and the country's contacts.
import { ORDER_CALLBACK_MINUTES, REFUND } from '@zdravo/contract';
import { contentMessages } from '@zdravo/contract/messages/content';
import { useT } from '../../lib/i18n.ts';
import { CashIcon, TruckIcon } from '../../components/ui/icons.tsx';
import { ClockIcon, PhoneIcon } from '../../components/ui/icons-contact.tsx';
import { Facts, PolicyPage, useContactVars, useResolve } from './doc.tsx';
import { shippingDoc, shippingFacts as f } from './articles/shipping.ts';

export default function ShippingPolicyScreen() {
  const t = useT(contentMessages);
  const vars = {
    ...useContactVars(),
    callbackMin: ORDER_CALLBACK_MINUTES.min,
    callbackMax: ORDER_CALLBACK_MINUTES.max,
    damageDays: REFUND.damageReportDays,
  };
  const resolve = useResolve(vars);
  const facts = [
    { icon: <TruckIcon />, value: resolve(f.days), label: resolve(f.daysLabel) },
    { icon: <ClockIcon />, value: resolve(f.hours), label: resolve(f.hoursLabel) },
    { icon: <PhoneIcon />, value: resolve(f.notice), label: resolve(f.noticeLabel) },
    { icon: <CashIcon />, value: resolve(f.cod), label: resolve(f.codLabel) },
  ];
  return (
    <PolicyPage
      eyebrow={t.eyebrowSupport}
      title={t.shipping}
      doc={shippingDoc}
      vars={vars}
      before={<Facts items={facts} label={t.factsLabel} />}
    />
  );
}

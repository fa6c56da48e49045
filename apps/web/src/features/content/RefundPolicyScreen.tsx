// /politika-povrata (docs/product.md §9, Refund policy): the 14-day right of withdrawal online, then the 90-day
// guarantee, the 20 % restocking fee with a worked example in the country's currency, approval by
// phone, damage reports and payout.
import { REFUND, WITHDRAWAL_PERIOD_DAYS, formatMoney, type CurrencyCode } from '@zdravo/contract';
import { contentMessages } from '@zdravo/contract/messages/content';
import { useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { ShieldIcon, TagIcon } from '../../components/ui/icons.tsx';
import { ClockIcon } from '../../components/ui/icons-contact.tsx';
import { UndoIcon } from '../../components/ui/icons-extra.tsx';
import { Facts, PolicyPage, useContactVars, useResolve } from './doc.tsx';
import { sellerVars } from './seller-vars.ts';
import { refundDoc, refundFacts as f } from './articles/refunds.ts';

/** A round order total for the worked example, per currency. */
const EXAMPLE_TOTAL: Record<CurrencyCode, number> = { BAM: 100, RSD: 6000, EUR: 50 };

export default function RefundPolicyScreen() {
  const t = useT(contentMessages);
  const { country, info } = useCountry();
  const total = EXAMPLE_TOTAL[info.currency];
  const fee = (total * REFUND.restockingFeePercent) / 100;
  const vars = {
    ...useContactVars(),
    ...sellerVars(country),
    guaranteeDays: REFUND.guaranteeDays,
    withdrawalDays: WITHDRAWAL_PERIOD_DAYS,
    fee: REFUND.restockingFeePercent,
    procMin: REFUND.processingWorkingDays.min,
    procMax: REFUND.processingWorkingDays.max,
    damageDays: REFUND.damageReportDays,
    exTotal: formatMoney(total, country),
    exFee: formatMoney(fee, country),
    exRefund: formatMoney(total - fee, country),
  };
  const resolve = useResolve(vars);
  const facts = [
    { icon: <UndoIcon />, value: resolve(f.withdrawal), label: resolve(f.withdrawalLabel) },
    { icon: <ShieldIcon />, value: resolve(f.guarantee), label: resolve(f.guaranteeLabel) },
    { icon: <TagIcon />, value: resolve(f.fee), label: resolve(f.feeLabel) },
    { icon: <ClockIcon />, value: resolve(f.processing), label: resolve(f.processingLabel) },
  ];
  return (
    <PolicyPage
      eyebrow={t.eyebrowSupport}
      title={t.refunds}
      doc={refundDoc}
      vars={vars}
      before={<Facts items={facts} label={t.factsLabel} />}
    />
  );
}

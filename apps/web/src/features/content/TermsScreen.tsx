// /terms-of-use: the rules of using the shop and ordering.
import {
  CLUB_DISCOUNT_PERCENT,
  MIN_AGE,
  ORDER_CALLBACK_MINUTES,
  REFUND,
  WITHDRAWAL_PERIOD_DAYS,
  formatMoney,
  fromMinor,
} from '@zdravo/contract';
import { contentMessages } from '@zdravo/contract/messages/content';
import { useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { PolicyPage, useContactVars } from './doc.tsx';
import { sellerVars } from './seller-vars.ts';
import { CURRENCY_NAMES, termsDoc } from './articles/terms.ts';

export default function TermsScreen() {
  const t = useT(contentMessages);
  const { country, info } = useCountry();
  const vars = {
    ...useContactVars(),
    ...sellerVars(country),
    minAge: MIN_AGE,
    callbackMin: ORDER_CALLBACK_MINUTES.min,
    callbackMax: ORDER_CALLBACK_MINUTES.max,
    currency: CURRENCY_NAMES[info.currency],
    clubFee: formatMoney(fromMinor(info.clubFeeMinor), country),
    clubDiscount: CLUB_DISCOUNT_PERCENT,
    withdrawalDays: WITHDRAWAL_PERIOD_DAYS,
    guaranteeDays: REFUND.guaranteeDays,
  };
  return <PolicyPage eyebrow={t.eyebrowLegal} title={t.terms} doc={termsDoc} vars={vars} />;
}

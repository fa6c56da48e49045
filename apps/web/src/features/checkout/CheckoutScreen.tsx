// /checkout (spec §2, Checkout). Placeholder until the checkout issue.
import { checkoutMessages } from '@zdravo/contract/messages/checkout';
import { useT } from '../../lib/i18n.ts';
import { ComingSoon } from '../../components/ui/ComingSoon.tsx';
import './checkout.css';

export default function CheckoutScreen() {
  const t = useT(checkoutMessages);
  return <ComingSoon title={t.checkoutHeading} lead={t.checkoutLead} />;
}

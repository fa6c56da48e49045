// /checkout/{id}: order thank-you (spec §2). Placeholder until the checkout issue.
import { useParams } from 'wouter';
import { ORDER_CALLBACK_MINUTES } from '@zdravo/contract';
import { checkoutMessages } from '@zdravo/contract/messages/checkout';
import { fill, useT } from '../../lib/i18n.ts';
import { ComingSoon } from '../../components/ui/ComingSoon.tsx';
import './checkout.css';

export default function ThankYouScreen() {
  const t = useT(checkoutMessages);
  const { id = '' } = useParams<{ id?: string }>();
  return (
    <ComingSoon title={t.thankYouHeading} lead={fill(t.thankYouLead, ORDER_CALLBACK_MINUTES)}>
      <p className="order-number">{fill(t.orderNumber, { id })}</p>
    </ComingSoon>
  );
}

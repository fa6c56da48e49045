// Checkout with nothing in the cart: a friendly way back to the products, with the spec's order
// rule message ('Nema artikala za narudžbu.') saying why there is no order form.
import { Link } from 'wouter';
import { checkoutTexts, orderValidationMessages } from '@zdravo/contract/messages/orders';
import { BagIcon } from '../../components/ui/icons.tsx';
import { useT } from '../../lib/i18n.ts';

export function EmptyCart() {
  const t = useT(checkoutTexts);
  const rules = useT(orderValidationMessages);
  return (
    <div className="checkout-empty" data-testid="checkout-empty">
      <span className="icon-disc checkout-empty__icon">
        <BagIcon size={44} />
      </span>
      <h2 className="checkout-empty__title">{t.emptyHeading}</h2>
      <p className="checkout-empty__rule" role="status">
        {rules.noArticles}
      </p>
      <p className="checkout-empty__lead">{t.emptyLead}</p>
      <Link href="/most-popular" className="btn btn--primary btn--large">
        {t.emptyAction}
      </Link>
    </div>
  );
}

// "Registered successfully" with the shop's name and a continue-shopping button (docs/product.md §2).
import { accountMessages } from '@zdravo/contract/messages/account';
import { Modal } from '../../components/ui/modal/index.ts';
import { fill, useT } from '../../lib/i18n.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { useTransitionNavigate } from '../../lib/transition.ts';
import { nextPath } from '../../lib/next-path.ts';

export function RegisteredModal({ open }: { open: boolean }) {
  const t = useT(accountMessages);
  const navigate = useTransitionNavigate();
  const onward = () => navigate(nextPath(window.location.hash.split('?')[1] ?? ''));
  return (
    <Modal open={open} onClose={onward} title={t.registeredTitle}>
      <p className="registered__text">{fill(t.registeredBody, { shop: SHOP_NAME })}</p>
      <button type="button" className="btn btn--primary btn--large registered__cta" onClick={onward} autoFocus>
        {t.continueShopping}
      </button>
    </Modal>
  );
}

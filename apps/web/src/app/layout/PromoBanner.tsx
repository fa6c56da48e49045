import { Link } from 'wouter';
import { PROMO } from '@zdravo/contract';
import { fill, useT } from '../../lib/i18n.ts';
import { ArrowRightIcon, TagIcon } from '../../components/ui/icons.tsx';

/** The promotion strip on top of the header (docs/product.md §9: Black Friday, up to 53%); the whole strip is the link. */
export function PromoBanner() {
  const t = useT();
  return (
    <div className="promo">
      <Link href="/most-popular" className="container promo__inner">
        <TagIcon size={18} className="promo__icon" />
        <span className="promo__text">
          {fill(t.promo, { promo: PROMO.name, percent: PROMO.maxDiscountPercent })}
          <span className="promo__more"> {t.promoMore}</span>
        </span>
        <span className="promo__cta">{t.promoCta}</span>
        <ArrowRightIcon size={16} className="promo__arrow" />
      </Link>
    </div>
  );
}

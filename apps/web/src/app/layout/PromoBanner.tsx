import { Link } from 'wouter';
import { PROMO } from '@zdravo/contract';
import { fill, useT } from '../../lib/i18n.ts';
import { TagIcon } from '../../components/ui/icons.tsx';

/** The promotion strip on top of the header (spec §9: Black Friday, up to 53%). */
export function PromoBanner() {
  const t = useT();
  return (
    <div className="promo">
      <div className="container promo__inner">
        <TagIcon size={18} className="promo__icon" />
        <p className="promo__text">
          {fill(t.promo, { promo: PROMO.name, percent: PROMO.maxDiscountPercent })}
        </p>
        <Link href="/most-popular" className="promo__cta">
          {t.promoCta}
        </Link>
      </div>
    </div>
  );
}

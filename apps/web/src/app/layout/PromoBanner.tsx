import { Link } from 'wouter';
import { PROMO } from '@zdravo/contract';
import { fill, useT } from '../../lib/i18n.ts';
import { usePromoRunning, useShownReduction } from '../../lib/promo.ts';
import { ArrowRightIcon, TagIcon } from '../../components/ui/icons.tsx';

/**
 * The sale strip on top of the header (docs/product.md §9): only while the event runs, and only when the
 * country's catalog shows a reduction, with the largest one as its "do N %" (docs/decisions/052). The
 * whole strip is the link.
 */
export function PromoBanner() {
  return usePromoRunning() ? <PromoStrip /> : null;
}

function PromoStrip() {
  const t = useT();
  const percent = useShownReduction();
  if (percent === null) return null;
  return (
    <div className="promo" data-testid="promo-strip">
      <Link href="/most-popular" className="container promo__inner">
        <TagIcon size={18} className="promo__icon" />
        <span className="promo__text">
          {fill(t.promo, { promo: PROMO.name, percent })}
          <span className="promo__more"> {t.promoMore}</span>
        </span>
        <span className="promo__cta">{t.promoCta}</span>
        <ArrowRightIcon size={16} className="promo__arrow" />
      </Link>
    </div>
  );
}

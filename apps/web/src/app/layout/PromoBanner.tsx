import { Link } from 'wouter';
import { COUNTRIES, PROMO, promoPercent } from '@zdravo/contract';
import { useCountry } from '../../lib/country.ts';
import { fill, useT } from '../../lib/i18n.ts';
import { ArrowRightIcon, TagIcon } from '../../components/ui/icons.tsx';

/** The promotion strip on top of the header (docs/product.md §9: Black Friday, up to 53%); the whole strip is the link. */
export function PromoBanner() {
  const t = useT();
  const { country } = useCountry();
  const percent = promoPercent(COUNTRIES[country].priorPriceRule);
  return (
    <div className="promo">
      <Link href="/most-popular" className="container promo__inner">
        <TagIcon size={18} className="promo__icon" />
        <span className="promo__text">
          {percent === null ? fill(t.promoNoPercent, { promo: PROMO.name }) : fill(t.promo, { promo: PROMO.name, percent })}
          <span className="promo__more"> {t.promoMore}</span>
        </span>
        <span className="promo__cta">{t.promoCta}</span>
        <ArrowRightIcon size={16} className="promo__arrow" />
      </Link>
    </div>
  );
}

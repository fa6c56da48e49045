// The landing page (docs/product.md §2): hero, trust points, the four category tiles (to pure-fit, beauty-fem,
// hairgrow-plus, cellu-lift), the promo banner (up to 53%), best sellers with the group filter,
// the quiz call to action, the community block and four blog teasers.
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import type { LANDING_TILE_SLUGS } from '@zdravo/contract';
import { useShownReduction } from '../../lib/promo.ts';
import { landingMessages } from '@zdravo/contract/messages/landing';
import { fill, useT } from '../../lib/i18n.ts';
import { deliveryDaysText } from '@zdravo/contract/messages/shop-hours';
import { useCountry } from '../../lib/country.ts';
import { useTrustPromises } from '../../lib/trust.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import {
  ArrowRightIcon,
  CashIcon,
  DropIcon,
  type LeafIcon,
  ScaleIcon,
  ShieldIcon,
  SparkleIcon,
  TagIcon,
  TruckIcon,
  WaveIcon,
} from '../../components/ui/icons.tsx';
import { HeroArt } from './HeroArt.tsx';
import { BlogTeasers, CommunityBlock, PromoBlock, QuizCta } from './LandingExtras.tsx';
import './landing.css';
import './landing-sections.css';

type LandingKey = keyof typeof landingMessages;

// Below the first screen: its carousel and cards load right after the page, not before it.
const BestSellers = lazy(() => import('./BestSellers.tsx'));

const TILES: readonly {
  slug: (typeof LANDING_TILE_SLUGS)[number];
  title: LandingKey;
  text: LandingKey;
  Icon: typeof LeafIcon;
  tone: string;
}[] = [
  { slug: 'pure-fit', title: 'tileWeight', text: 'tileWeightText', Icon: ScaleIcon, tone: 'green' },
  { slug: 'beauty-fem', title: 'tileBeauty', text: 'tileBeautyText', Icon: SparkleIcon, tone: 'rose' },
  { slug: 'hairgrow-plus', title: 'tileHair', text: 'tileHairText', Icon: WaveIcon, tone: 'amber' },
  { slug: 'cellu-lift', title: 'tileCellulite', text: 'tileCelluliteText', Icon: DropIcon, tone: 'teal' },
];

export default function LandingScreen() {
  const { country } = useCountry();
  const t = useT(landingMessages);
  const promises = useTrustPromises();
  const shownReduction = useShownReduction();
  usePageTitle(t.title);
  const trust = [
    { text: promises.delivery, Icon: TruckIcon },
    { text: promises.cod, Icon: CashIcon },
    { text: promises.guarantee, Icon: ShieldIcon },
    { text: promises.prices, Icon: TagIcon },
  ];

  return (
    <div className="landing">
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="eyebrow">{t.eyebrow}</p>
            <h1 className="hero__title">{t.heading}</h1>
            <p className="hero__lead">{fill(t.lead, { delivery: deliveryDaysText(country) })}</p>
            <div className="hero__actions">
              <Link href="/quiz" className="btn btn--accent btn--large">
                <SparkleIcon size={20} />
                {t.ctaQuiz}
              </Link>
              <Link href="/most-popular" className="btn btn--ghost btn--large">
                {t.ctaShop}
              </Link>
            </div>
          </div>
          <HeroArt percent={shownReduction} upTo={t.stickerUpTo} />
        </div>
      </section>

      <section className="container trust" aria-label={t.title}>
        <ul className="trust__list">
          {trust.map(({ text, Icon }) => (
            <li key={text} className="trust__item">
              <span className="icon-disc trust__icon">
                <Icon size={22} />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </section>

      <section className="container tiles" aria-labelledby="tiles-heading">
        <h2 id="tiles-heading" className="section-title">
          {t.tilesHeading}
        </h2>
        <ul className="tiles__grid">
          {TILES.map(({ slug, title, text, Icon, tone }) => (
            <li key={slug}>
              <Link href={`/offers/${slug}`} className={`tile tile--${tone}`}>
                <span className="tile__icon">
                  <Icon size={28} />
                </span>
                <span className="tile__title">{t[title]}</span>
                <span className="tile__text">{t[text]}</span>
                <ArrowRightIcon size={20} className="tile__arrow" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <PromoBlock />
      <Suspense fallback={<div className="container landing-block best-sellers-placeholder" aria-hidden="true" />}>
        <BestSellers />
      </Suspense>
      <QuizCta />
      <CommunityBlock />
      <BlogTeasers />
    </div>
  );
}

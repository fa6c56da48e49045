// The landing's promo banner, quiz call to action, community block and blog teasers (docs/product.md §2).
import { Link } from 'wouter';
import { COMMUNITY_MEMBERS, PROMO, formatCount } from '@zdravo/contract';
import { usePromoRunning, useShownReduction } from '../../lib/promo.ts';
import { landingMessages } from '@zdravo/contract/messages/landing';
import { deliveryDaysText } from '@zdravo/contract/messages/shop-hours';
import { fill, useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { ArrowRightIcon, SparkleIcon, TagIcon } from '../../components/ui/icons.tsx';
import { UsersIcon } from '../../components/ui/icons-extra.tsx';
import { BlogArt, type BlogArtKind } from './BlogArt.tsx';

/** The reductions block: only when the country's catalog shows one, its largest as "do N %"; the event's name only while it runs. */
export function PromoBlock() {
  const t = useT(landingMessages);
  const { country } = useCountry();
  const percent = useShownReduction();
  const running = usePromoRunning();
  if (percent === null) return null;
  return (
    <section className="container landing-block" aria-labelledby="promo-title">
      <div className="promo-block">
        <div className="promo-block__badge" aria-hidden="true">
          <small>{t.stickerUpTo}</small>-{percent}%
        </div>
        <div className="promo-block__copy">
          {running ? (
            <p className="eyebrow promo-block__eyebrow">
              <TagIcon size={18} />
              {fill(t.promoEyebrow, { promo: PROMO.name })}
            </p>
          ) : null}
          <h2 id="promo-title" className="promo-block__title" data-testid="promo-title">
            {fill(t.promoTitle, { percent })}
          </h2>
          <p className="promo-block__text">{fill(t.promoText, { delivery: deliveryDaysText(country) })}</p>
        </div>
        <Link href="/bundles" className="btn btn--accent btn--large promo-block__cta">
          {t.promoCta}
          <ArrowRightIcon size={18} />
        </Link>
      </div>
    </section>
  );
}

export function QuizCta() {
  const t = useT(landingMessages);
  return (
    <section className="container landing-block" aria-labelledby="quiz-cta-title">
      <div className="quiz-cta">
        <span className="quiz-cta__icon" aria-hidden="true">
          <SparkleIcon size={32} />
        </span>
        <div className="quiz-cta__copy">
          <h2 id="quiz-cta-title" className="quiz-cta__title">
            {t.quizTitle}
          </h2>
          <p className="quiz-cta__text">{t.quizText}</p>
        </div>
        <Link href="/quiz" className="btn btn--primary btn--large">
          {t.quizCta}
        </Link>
      </div>
    </section>
  );
}

export function CommunityBlock() {
  const t = useT(landingMessages);
  const { country } = useCountry();
  const members = formatCount(COMMUNITY_MEMBERS, country);
  return (
    <section className="container landing-block" aria-labelledby="community-title">
      <div className="glow-box community-block">
        <span className="community-block__icon" aria-hidden="true">
          <UsersIcon size={36} />
        </span>
        <div>
          <p className="eyebrow eyebrow--light">{t.communityEyebrow}</p>
          <h2 id="community-title" className="community-block__title">
            {fill(t.communityTitle, { members })}
          </h2>
          <p className="community-block__text">{t.communityText}</p>
        </div>
        <Link href="/community" className="btn btn--accent btn--large">
          {t.communityCta}
          <ArrowRightIcon size={18} />
        </Link>
      </div>
    </section>
  );
}

type LandingKey = keyof typeof landingMessages;

// Teaser headlines are short forms of the articles' titles: the full titles live with the articles
// (content messages), which the landing does not load.
const BLOGS: readonly { href: string; title: LandingKey; text: LandingKey; art: BlogArtKind }[] = [
  { href: '/blog/mršavljenje', title: 'blogWeightLossTitle', text: 'blogWeightLossText', art: 'weight' },
  { href: '/blog/kosa', title: 'blogHairTitle', text: 'blogHairText', art: 'hair' },
  { href: '/blog/libido', title: 'blogLibidoTitle', text: 'blogLibidoText', art: 'libido' },
  { href: '/blog/generalno', title: 'blogGeneralTitle', text: 'blogGeneralText', art: 'capsule' },
];

export function BlogTeasers() {
  const t = useT(landingMessages);
  return (
    <section className="container landing-block blog-teasers" aria-labelledby="blog-title">
      <h2 id="blog-title" className="section-title">
        {t.blogHeading}
      </h2>
      <ul className="blog-teasers__grid">
        {BLOGS.map((b) => (
          <li key={b.href}>
            <Link href={b.href} className="blog-card">
              <BlogArt kind={b.art} />
              <span className="blog-card__body">
                <span className="blog-card__title">{t[b.title]}</span>
                <span className="blog-card__text">{t[b.text]}</span>
                <span className="blog-card__more">
                  {t.blogRead}
                  <ArrowRightIcon size={16} />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

// /community (docs/product.md §2, Community): a marketing page for the shop's social groups — over 45,000
// members, and three buttons that open the country's groups (COUNTRIES[country].social) in a new tab.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { COMMUNITY_MEMBERS, COUNTRY_CODES, formatCount } from '@zdravo/contract';
import { communityMessages, communityPageMessages } from '@zdravo/contract/messages/community';
import { fill, useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { TitledSection } from '../../components/ui/TitledSection.tsx';
import { ArrowRightIcon, HeartIcon, LeafIcon, ShieldIcon, SparkleIcon, TagIcon } from '../../components/ui/icons.tsx';
import { FacebookIcon, InstagramIcon, TiktokIcon } from '../../components/ui/icons-contact.tsx';
import { UsersIcon } from '../../components/ui/icons-extra.tsx';
import './community.css';

/** The social networks the groups live on (spec: three buttons). */
const NETWORKS = 3;

export default function CommunityScreen() {
  const heading = useT(communityMessages);
  const t = useT(communityPageMessages);
  const shell = useT();
  const { country, info } = useCountry();
  const members = formatCount(COMMUNITY_MEMBERS, country);
  usePageTitle(heading.heading);

  const networks: {
    name: 'facebook' | 'instagram' | 'tiktok';
    label: string;
    Icon: (p: { size?: number }) => ReactNode;
  }[] = [
    { name: 'facebook', label: t.facebookGroup, Icon: FacebookIcon },
    { name: 'instagram', label: shell.instagram, Icon: InstagramIcon },
    { name: 'tiktok', label: shell.tiktok, Icon: TiktokIcon },
  ];
  const perks = [
    { Icon: HeartIcon, title: t.perk1Title, text: t.perk1Text },
    { Icon: LeafIcon, title: t.perk2Title, text: t.perk2Text },
    { Icon: SparkleIcon, title: t.perk3Title, text: t.perk3Text },
    { Icon: TagIcon, title: t.perk4Title, text: t.perk4Text },
  ];

  return (
    <div className="community">
      <section className="hero-band community-hero" aria-labelledby="community-title">
        <div className="container hero-band__inner community-hero__inner">
          <div className="community-hero__text">
            <p className="eyebrow community-hero__eyebrow">{fill(t.eyebrow, { shop: SHOP_NAME })}</p>
            <h1 id="community-title" className="hero-band__title">
              {heading.heading}
            </h1>
            <p className="community-hero__lead">{fill(heading.lead, { members })}</p>

            <h2 className="community-hero__join">{t.joinTitle}</h2>
            <p className="community-hero__join-text">{t.joinText}</p>
            <ul className="community-links" aria-label={shell.social}>
              {networks.map(({ name, label, Icon }) => (
                <li key={name}>
                  <a
                    className={`btn btn--large community-link community-link--${name}`}
                    href={info.social[name]}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-testid={`community-${name}`}
                  >
                    <Icon size={22} />
                    {label}
                    <span className="visually-hidden"> {shell.opensInNewTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <ul className="community-stats">
            <li className="community-stat community-stat--big">
              <UsersIcon size={32} />
              <span className="community-stat__value">{members}+</span>
              <span className="community-stat__label">{t.statMembers}</span>
            </li>
            <li className="community-stat">
              <span className="community-stat__value">{formatCount(COUNTRY_CODES.length, country)}</span>
              <span className="community-stat__label">{t.statCountries}</span>
            </li>
            <li className="community-stat">
              <span className="community-stat__value">{formatCount(NETWORKS, country)}</span>
              <span className="community-stat__label">{t.statNetworks}</span>
            </li>
          </ul>
        </div>
      </section>

      <TitledSection className="container community-section" titleId="community-what" title={t.whatTitle}>
        <ul className="community-perks">
          {perks.map(({ Icon, title, text }) => (
            <li key={title} className="community-perk">
              <span className="icon-disc community-perk__icon" aria-hidden="true">
                <Icon size={24} />
              </span>
              <h3 className="community-perk__title">{title}</h3>
              <p className="community-perk__text">{text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <section className="container community-section community-rules" aria-labelledby="community-rules">
        <div>
          <h2 id="community-rules" className="section-title">
            {t.rulesTitle}
          </h2>
          <ol className="community-rules__list">
            <li>{t.rule1}</li>
            <li>{t.rule2}</li>
            <li>{t.rule3}</li>
            <li>{t.rule4}</li>
          </ol>
          <Link href="/kontaktiraje-nas" className="community-rules__link">
            {t.supportLink}
            <ArrowRightIcon size={18} />
          </Link>
        </div>
        <aside className="community-care">
          <ShieldIcon size={24} />
          <p>{t.care}</p>
        </aside>
      </section>
    </div>
  );
}

// /club (docs/product.md §2 Club): a hero, the seven perks, the annual price card in the shopper's currency,
// a FAQ of 11 items (several may be open at once) and the join modal (JoinModal.tsx).
import { Suspense, useRef, useState } from 'react';
import { CLUB_DISCOUNT_PERCENT, COUNTRIES, formatMoney } from '@zdravo/contract';
import { clubMessages } from '@zdravo/contract/messages/club';
import { CLUB_FAQ_COUNT, clubFaqMessages } from '@zdravo/contract/messages/club-faq';
import { AccordionItem } from '../../components/ui/Accordion.tsx';
import { Modal } from '../../components/ui/modal/index.ts';
import { CheckIcon } from '../../components/ui/icons-extra.tsx';
import { fill, useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { TitledSection } from '../../components/ui/TitledSection.tsx';
import { ClubPerks } from './ClubPerks.tsx';
import { lazyPart, usePreloadParts } from '../../lib/lazy-part.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import './club.css';

// The join form (with the phone input) opens on a tap: its code is fetched once the page is shown,
// and the dialog joins the page when first opened (decision 040).
const JoinModal = lazyPart(
  () => import('./JoinModal.tsx'),
  (m) => m.JoinModal,
);

const faqNumbers = Array.from({ length: CLUB_FAQ_COUNT }, (_, i) => i + 1);

export default function ClubScreen() {
  const t = useT(clubMessages);
  const faq = useT(clubFaqMessages) as Record<string, string>;
  const { country } = useCountry();
  const [joining, setJoining] = useState(false);
  const joinShown = useOpenedOnce(joining);
  usePreloadParts(JoinModal);
  const [joined, setJoined] = useState(false);
  const perks = useRef<HTMLElement>(null);
  const heading = fill(t.heading, { shop: SHOP_NAME });
  usePageTitle(heading);
  const fee = formatMoney(COUNTRIES[country].clubFeeMinor / 100, country);
  const values = { percent: CLUB_DISCOUNT_PERCENT, fee, shop: SHOP_NAME };

  const joinButton = (where: string) => (
    <button
      type="button"
      className="btn btn--accent btn--large club-join-button"
      onClick={() => setJoining(true)}
      data-testid={`club-join-${where}`}
    >
      {t.join}
    </button>
  );

  return (
    <div className="club">
      <section className="hero-band club-hero" aria-labelledby="club-title">
        <div className="container hero-band__inner club-hero__inner">
          <div className="club-hero__text">
            <p className="eyebrow club-hero__eyebrow">
              {heading} · {t.eyebrow}
            </p>
            <h1 id="club-title" className="hero-band__title club-hero__title">
              {fill(t.heroTitle, values)}
            </h1>
            <p className="club-hero__lead">{t.heroText}</p>
            <div className="club-hero__actions">
              {joinButton('hero')}
              <button
                type="button"
                className="btn btn--large club-hero__more"
                onClick={() => perks.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
              >
                {t.seePerks}
              </button>
            </div>
          </div>
          <div className="club-hero__badge" aria-hidden="true">
            <span className="club-hero__percent">−{CLUB_DISCOUNT_PERCENT}%</span>
            <span className="club-hero__badge-text">{fill(t.lead, values)}</span>
          </div>
        </div>
      </section>

      <TitledSection
        className="container club-section"
        titleId="club-perks-title"
        title={t.perksHeading}
        titleClassName="club-section__title"
        ref={perks}
        tabIndex={-1}
      >
        <ClubPerks />
      </TitledSection>

      <section className="container club-section club-price-section" aria-labelledby="club-price-title">
        <div className="card club-price-card" data-testid="club-price-card">
          <h2 id="club-price-title" className="club-price-card__title">
            {t.priceHeading}
          </h2>
          <p className="club-price-card__fee">
            <strong data-testid="club-fee">{fee}</strong>
            <span>{t.pricePer}</span>
          </p>
          <p className="club-price-card__includes">
            <CheckIcon size={20} /> {t.priceIncludes}
          </p>
          {joinButton('price')}
          <p className="club-price-card__note">{t.priceNote}</p>
        </div>
      </section>

      <TitledSection
        className="container club-section club-faq"
        titleId="club-faq-title"
        title={t.faqHeading}
        titleClassName="club-section__title"
      >
        <div className="club-faq__list" data-testid="club-faq">
          {faqNumbers.map((n) => (
            <AccordionItem key={n} title={fill(faq[`q${n}`]!, values)}>
              <p>{fill(faq[`a${n}`]!, values)}</p>
            </AccordionItem>
          ))}
        </div>
      </TitledSection>

      {joinShown ? (
        <Suspense fallback={null}>
          <JoinModal.Part
            open={joining}
            onClose={() => setJoining(false)}
            onJoined={() => {
              setJoining(false);
              setJoined(true);
            }}
          />
        </Suspense>
      ) : null}
      <Modal open={joined} onClose={() => setJoined(false)} title={t.successTitle} className="club-joined">
        <p className="club-joined__text" role="status" data-testid="club-joined">
          {t.successText}
        </p>
        <button type="button" className="btn btn--primary btn--large" onClick={() => setJoined(false)}>
          {t.successOk}
        </button>
      </Modal>
    </div>
  );
}

// The offer's texts: tabs for description, advantages and how to use; accordions for the product
// info with benefits, the ingredients as text with the label statements and their image, and the 90-day
// refund guarantee (docs/product.md §2, §9, §11).
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { REFUND } from '@zdravo/contract';
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import { callHoursSentence } from '@zdravo/contract/messages/shop-hours';
import { useCountry } from '../../lib/country.ts';
import type { Offer } from '@zdravo/contract';
import { fill, useT } from '../../lib/i18n.ts';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { AccordionItem } from '../../components/ui/Accordion.tsx';
import { LeafIcon, ShieldIcon } from '../../components/ui/icons.tsx';
import { BoxIcon, CheckIcon } from '../../components/ui/icons-extra.tsx';

// The label as text, inside a closed accordion: its code and texts come after the page's first load.
const OfferLabel = lazy(() => import('./OfferLabel.tsx'));

/** The wire joins advantages with '&&' (docs/product.md §3). */
const ADVANTAGES_SEPARATOR = '&&';

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => <p key={p}>{p}</p>);

export function OfferDetails({ offer }: { offer: Offer }) {
  const t = useT(catalogMessages);
  const { country } = useCountry();
  const advantages = offer.Adventages.split(ADVANTAGES_SEPARATOR)
    .map((a) => a.trim())
    .filter(Boolean);
  const guarantee = fill(t.guaranteeText, {
    days: REFUND.guaranteeDays,
    fee: REFUND.restockingFeePercent,
    hours: callHoursSentence(country),
    min: REFUND.processingWorkingDays.min,
    max: REFUND.processingWorkingDays.max,
  });

  return (
    <div className="offer-details">
      <Tabs
        label={t.detailsLabel}
        items={[
          {
            id: 'description',
            label: t.tabDescription,
            content: <div className="prose">{paragraphs(offer.Description)}</div>,
          },
          {
            id: 'advantages',
            label: t.tabAdvantages,
            content: (
              <ul className="check-list">
                {advantages.map((a) => (
                  <li key={a}>
                    <CheckIcon size={20} />
                    {a}
                  </li>
                ))}
              </ul>
            ),
          },
          {
            id: 'how-to-use',
            label: t.tabHowToUse,
            content: <div className="prose">{paragraphs(offer.HowToUse)}</div>,
          },
        ]}
      />
      <div className="offer-details__accordions">
        <AccordionItem title={t.accordionInfo} icon={<LeafIcon size={20} />}>
          <ul className="check-list">
            {offer.Benefits.map((b) => (
              <li key={b}>
                <CheckIcon size={20} />
                {b}
              </li>
            ))}
          </ul>
        </AccordionItem>
        <AccordionItem title={t.accordionIngredients} icon={<BoxIcon size={20} />}>
          <Suspense fallback={null}>
            <OfferLabel offer={offer} />
          </Suspense>
        </AccordionItem>
        <AccordionItem
          title={fill(t.accordionGuarantee, { days: REFUND.guaranteeDays })}
          icon={<ShieldIcon size={20} />}
        >
          <p>{guarantee}</p>
          <Link href="/politika-povrata">{t.guaranteeLink}</Link>
        </AccordionItem>
      </div>
    </div>
  );
}

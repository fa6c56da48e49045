// The main facts right above the order button (EU Directive 2011/83 Art. 8(2)): what the shopper
// pays in all, delivery included; that they may withdraw within 14 days of receiving the parcel,
// with the refund page a click away; and who the seller is in their country.
import { formatMoney, SELLERS, WITHDRAWAL_PERIOD_DAYS } from '@zdravo/contract';
import { preContractTexts } from '@zdravo/contract/messages/pre-contract';
import { ShieldIcon } from '../../components/ui/icons.tsx';
import { useCountry } from '../../lib/country.ts';
import { fill, useT } from '../../lib/i18n.ts';
import './pre-contract.css';

/** `toPay`: the total with delivery in main units, or null while prices are still loading. */
export function PreContractFacts({ toPay }: { toPay: number | null }) {
  const t = useT(preContractTexts);
  const { country } = useCountry();
  const seller = SELLERS[country];
  return (
    <section className="fact-box facts" aria-label={t.heading} data-testid="pre-contract-facts">
      <p className="facts__pay">
        <span>{t.toPay}</span>
        <strong data-testid="facts-to-pay">{toPay === null ? '…' : formatMoney(toPay, country)}</strong>
      </p>
      <p className="facts__note">{t.toPayNote}</p>
      <p className="facts__line">
        <ShieldIcon size={18} />
        <span>
          {fill(t.withdrawal, { days: WITHDRAWAL_PERIOD_DAYS })}{' '}
          {/* A new tab: the form keeps what the shopper typed. */}
          <a href="#/politika-povrata" target="_blank" rel="noopener">
            {t.withdrawalLink}
          </a>
        </span>
      </p>
      <p className="facts__seller">
        {t.seller}: {seller.legalName}, {seller.address}
      </p>
    </section>
  );
}

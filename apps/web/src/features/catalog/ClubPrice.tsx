// The club price beside an offer's price: 'S Klubom: 24,68 €' linking to /club for shoppers who are
// not members, 'Vaša cijena: 24,68 €' for a member (what the cart will charge for one unit). The
// amount comes from the contract's one rule (clubPrice), the rule the server prices orders with.
import { Link } from 'wouter';
import { CLUB_DISCOUNT_PERCENT, clubPrice, formatMoney } from '@zdravo/contract';
import { clubPriceMessages } from '@zdravo/contract/messages/club-price';
import type { Offer } from '@zdravo/contract';
import { fill, useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { useClubMember } from '../../lib/club-member.ts';
import { useLoginState } from '../account/index.ts';

/** A label with {price} in it, the amount kept whole (on a narrow card the label wraps before it). */
function Labelled({ label, amount }: { label: string; amount: string }) {
  const [before, after = ''] = label.split('{price}');
  return (
    <>
      {before}
      <span className="club-price__amount">{amount}</span>
      {after}
    </>
  );
}

export function ClubPrice({ offer }: { offer: Pick<Offer, 'NewPrice'> }) {
  const t = useT(clubPriceMessages);
  const { country } = useCountry();
  const { userData } = useLoginState();
  const member = useClubMember(userData?.Email);
  // Nothing until we know: a member never sees a price they do not pay, a visitor never "your price".
  if (member === null) return null;
  const amount = formatMoney(clubPrice(offer.NewPrice), country);
  if (member) {
    return (
      <p
        className="club-price club-price--member"
        title={fill(t.yourPriceTitle, { percent: CLUB_DISCOUNT_PERCENT })}
        data-testid="member-price"
      >
        <Labelled label={t.yourPrice} amount={amount} />
      </p>
    );
  }
  return (
    <Link href="/club" className="club-price" title={t.withClubTitle} data-testid="club-price">
      <Labelled label={t.withClub} amount={amount} />
    </Link>
  );
}

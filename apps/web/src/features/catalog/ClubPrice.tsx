// 'S Klubom: 24,68 €' beside an offer's price, linking to /club, for shoppers who are not members
// (a member already pays it: the cart shows the discount). The club price comes from the contract's
// one rule (clubPrice), the rule the server prices orders with.
import { Link } from 'wouter';
import { clubPrice, formatMoney } from '@zdravo/contract';
import { clubPriceMessages } from '@zdravo/contract/messages/club';
import type { Offer } from '@zdravo/contract';
import { useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { useClubMember } from '../../lib/club-member.ts';
import { useLoginState } from '../account/index.ts';

export function ClubPrice({ offer }: { offer: Pick<Offer, 'NewPrice'> }) {
  const t = useT(clubPriceMessages);
  const { country } = useCountry();
  const { userData } = useLoginState();
  // Shown once we know the shopper is no member: a member never sees a price they do not pay.
  if (useClubMember(userData?.Email) !== false) return null;
  // The amount never breaks from its currency; on a narrow card the label wraps before it.
  const [before, after = ''] = t.withClub.split('{price}');
  return (
    <Link href="/club" className="club-price" title={t.withClubTitle} data-testid="club-price">
      {before}
      <span className="club-price__amount">{formatMoney(clubPrice(offer.NewPrice), country)}</span>
      {after}
    </Link>
  );
}

// /club: the paid annual club (spec §2, Club). Placeholder until the club issue.
import { CLUB_DISCOUNT_PERCENT } from '@zdravo/contract';
import { clubMessages } from '@zdravo/contract/messages/club';
import { fill, useT } from '../../lib/i18n.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { ComingSoon } from '../../components/ui/ComingSoon.tsx';

export default function ClubScreen() {
  const t = useT(clubMessages);
  return <ComingSoon title={fill(t.heading, { shop: SHOP_NAME })} lead={fill(t.lead, { percent: CLUB_DISCOUNT_PERCENT })} />;
}

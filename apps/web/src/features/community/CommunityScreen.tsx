// /community (spec §2, Community). Placeholder until the community issue.
import { COMMUNITY_MEMBERS } from '@zdravo/contract';
import { communityMessages } from '@zdravo/contract/messages/community';
import { fill, useT } from '../../lib/i18n.ts';
import { useCountry } from '../../lib/country.ts';
import { ComingSoon } from '../../components/ui/ComingSoon.tsx';

export default function CommunityScreen() {
  const t = useT(communityMessages);
  const { info } = useCountry();
  const members = new Intl.NumberFormat(info.locale).format(COMMUNITY_MEMBERS);
  return <ComingSoon title={t.heading} lead={fill(t.lead, { members })} />;
}

// /most-popular, /most-popular/{group} and /shop/{group}: one listing screen with the category
// sidebar (spec §2). Placeholder until the catalog issue.
import { useParams } from 'wouter';
import { isShopGroup } from '@zdravo/contract';
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import { groupMessages } from '@zdravo/contract/messages/shell';
import { useT } from '../../lib/i18n.ts';
import { ComingSoon } from '../../components/ui/ComingSoon.tsx';

export default function ListingScreen() {
  const t = useT(catalogMessages);
  const groups = useT(groupMessages);
  const { group } = useParams<{ group?: string }>();
  const title = isShopGroup(group) ? groups[group] : t.listingHeading;
  return <ComingSoon eyebrow={isShopGroup(group) ? t.listingAll : undefined} title={title} lead={t.listingLead} />;
}

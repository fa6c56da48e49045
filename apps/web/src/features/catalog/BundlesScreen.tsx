// /bundles: offers that have child offers (spec §2, Bundles). Placeholder until the catalog issue.
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import { useT } from '../../lib/i18n.ts';
import { ComingSoon } from '../../components/ui/ComingSoon.tsx';

export default function BundlesScreen() {
  const t = useT(catalogMessages);
  return <ComingSoon title={t.bundlesHeading} lead={t.bundlesLead} />;
}

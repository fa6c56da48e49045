// /offers/{slog}: offer detail (spec §2, Offer page). Placeholder until the catalog issue.
import { useParams } from 'wouter';
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import { useT } from '../../lib/i18n.ts';
import { ComingSoon } from '../../components/ui/ComingSoon.tsx';
import { nameFromSlug } from './slug.ts';

export default function OfferScreen() {
  const t = useT(catalogMessages);
  const { slog = '' } = useParams<{ slog?: string }>();
  const name = nameFromSlug(slog);
  return <ComingSoon eyebrow={t.offerHeading} title={name || t.offerHeading} lead={t.offerLead} />;
}

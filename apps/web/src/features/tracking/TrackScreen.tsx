// /track (optional ?id=): shipment tracking (spec §2, Track). Placeholder until the tracking issue.
import { useSearchParams } from 'wouter';
import { trackingMessages } from '@zdravo/contract/messages/tracking';
import { fill, useT } from '../../lib/i18n.ts';
import { ComingSoon } from '../../components/ui/ComingSoon.tsx';
import './tracking.css';

export default function TrackScreen() {
  const t = useT(trackingMessages);
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return (
    <ComingSoon title={t.heading} lead={t.lead}>
      {id ? (
        <p className="tracking-id" data-testid="tracking-id">
          {fill(t.lookingFor, { id })}
        </p>
      ) : null}
    </ComingSoon>
  );
}

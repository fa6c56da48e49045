// Share this product: on phones the system share sheet (Viber, WhatsApp…); elsewhere the link is
// copied. The link is the offer's share page (/p/{slog}), which previews with the product's own
// title, picture and price, and opens the offer for whoever follows it — in the country it was shared
// from (the link carries it unless the host already does).
import { useEffect, useState } from 'react';
import { countryQuery } from '@zdravo/contract';
import { catalogMessages } from '@zdravo/contract/messages/catalog';
import { useCountry } from '../../lib/country.ts';
import { useT } from '../../lib/i18n.ts';
import { ShareIcon } from '../../components/ui/icons.tsx';
import { useHydratedPart } from '../../lib/hydration-parts.ts';

const COPIED_NOTE_MS = 2_500;

type Outcome = 'idle' | 'copied' | 'failed';

/** The share button's part: its code comes after the offer page's first load (OfferBuyBox.tsx), so it hydrates after the screen. */
const SHARE_PART = 'share';

export function ShareOffer({ slog, name }: { slog: string; name: string }) {
  const t = useT(catalogMessages);
  const { country } = useCountry();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  // A tap on the button before it works is kept and replayed after this (app/early-taps.ts).
  useHydratedPart(SHARE_PART);

  useEffect(() => {
    if (outcome === 'idle') return;
    const timer = setTimeout(() => setOutcome('idle'), COPIED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  // Worked out when used: the server renders this button too, and has no window.
  const shareUrl = (): string =>
    `${window.location.origin}/p/${encodeURIComponent(slog)}${countryQuery(country, window.location.hostname)}`;

  async function share(): Promise<void> {
    const url = shareUrl();
    const data = { title: name, url };
    // The share sheet where the device has one for links (phones); the clipboard elsewhere.
    if (
      typeof navigator.share === 'function' &&
      navigator.canShare?.(data) !== false &&
      matchMedia('(pointer: coarse)').matches
    ) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the shopper closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <div className="share-offer" data-hydration-part={SHARE_PART}>
      <button type="button" className="share-offer__button" onClick={() => void share()}>
        <ShareIcon size={18} />
        {t.share}
      </button>
      <span className="share-offer__note" role="status">
        {outcome === 'copied' ? t.shareCopied : outcome === 'failed' ? t.shareFailed : ''}
      </span>
      {outcome === 'failed' && (
        <input
          className="share-offer__url"
          readOnly
          value={shareUrl()}
          aria-label={t.shareLink}
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
    </div>
  );
}

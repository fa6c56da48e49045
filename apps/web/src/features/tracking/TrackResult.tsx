// The tracking answer: the status lines as a timeline (newest at the bottom, as the CRM writes
// them), or the spec's texts for "nothing yet" and "not found"; no answer at all (lookup.ts): a
// connection note with a retry.
import type { trackingTexts } from '@zdravo/contract/messages/orders';
import type { Texts } from '../../lib/i18n.ts';
import type { TrackResult } from './lookup.ts';

/** "21.11.2026. 14:05 · Paket je poslan" → its time and its text (a line without a time stays whole). */
function splitLine(line: string): { time: string | null; text: string } {
  const at = line.indexOf(' · ');
  return at < 0 ? { time: null, text: line } : { time: line.slice(0, at), text: line.slice(at + 3) };
}

interface TrackResultProps {
  result: TrackResult;
  heading: string;
  texts: Texts<typeof trackingTexts>;
  retryLabel: string;
  onRetry: () => void;
}

export function TrackResultView({ result, heading, texts, retryLabel, onRetry }: TrackResultProps) {
  if (result.kind === 'unreachable') {
    return (
      <div className="track__unreachable" data-testid="track-unreachable">
        <p className="track__message" role="alert">
          {texts.unreachable}
        </p>
        <button type="button" className="btn btn--ghost btn--small" onClick={onRetry}>
          {retryLabel}
        </button>
      </div>
    );
  }
  if (result.kind === 'notFound') {
    return (
      <p className="track__message track__message--error" role="alert" data-testid="track-not-found">
        {texts.notFound}
      </p>
    );
  }
  if (result.kind === 'rateLimited') {
    return (
      <p className="track__message track__message--error" role="alert">
        {texts.rateLimited}
      </p>
    );
  }
  return (
    <div className="track__found">
      <h2 className="track__result-title">{heading}</h2>
      {result.kind === 'empty' ? (
        <p className="track__message" data-testid="track-empty">
          {texts.empty}
        </p>
      ) : (
        <ol className="track__lines" data-testid="track-lines">
          {result.lines.map((line, i) => {
            const { time, text } = splitLine(line);
            return (
              <li key={i} className={`track__line${i === result.lines.length - 1 ? ' track__line--latest' : ''}`}>
                <span className="track__dot" aria-hidden="true" />
                <span className="track__text">{text}</span>
                {time ? <time className="track__time">{time}</time> : null}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

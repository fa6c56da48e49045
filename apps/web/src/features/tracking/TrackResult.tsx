// The tracking answer: the status lines as a timeline (newest at the bottom, as the CRM writes
// them), or the spec's texts for "nothing yet" and "not found"; no answer at all (lookup.ts): a
// connection note with a retry.
import { isCourierTrackingUrl } from '@zdravo/contract';
import type { trackingTexts } from '@zdravo/contract/messages/tracking';
import type { Texts } from '../../lib/i18n.ts';
import type { TrackResult } from './lookup.ts';

/** "21. 11. 2026. 14:05 · Paket je poslan" → its time and its text (a line without a time stays whole). */
function splitLine(line: string): { time: string | null; text: string } {
  const at = line.indexOf(' · ');
  return at < 0 ? { time: null, text: line } : { time: line.slice(0, at), text: line.slice(at + 3) };
}

/**
 * A shipped line ends with the courier's tracking link (the server's line is plain text): a URL of a
 * courier in the country table becomes a link; any other text stays text.
 */
function splitLink(text: string): { text: string; link: string | null } {
  const at = text.lastIndexOf(' https://');
  if (at < 0) return { text, link: null };
  const link = text.slice(at + 1);
  return isCourierTrackingUrl(link) ? { text: text.slice(0, at), link } : { text, link: null };
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
            const { time, text: whole } = splitLine(line);
            const { text, link } = splitLink(whole);
            return (
              <li key={i} className={`track__line${i === result.lines.length - 1 ? ' track__line--latest' : ''}`}>
                <span className="track__dot" aria-hidden="true" />
                <span className="track__text">
                  {text}
                  {link ? (
                    <>
                      {' '}
                      <a
                        className="courier-link"
                        href={link}
                        target="_blank"
                        rel="noopener noreferrer"
                        data-testid="track-courier-link"
                      >
                        {texts.courierLink}
                        <span className="visually-hidden"> {texts.newTab}</span>
                      </a>
                    </>
                  ) : null}
                </span>
                {time ? <time className="track__time">{time}</time> : null}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

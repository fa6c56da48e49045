// A row of five stars, `filled` of them solid. Decorative: the caller gives the accessible text.
import './stars.css';

const STAR = 'M12 2.8 14.8 8.5 21.1 9.4 16.5 13.8 17.6 20 12 17.1 6.4 20 7.5 13.8 2.9 9.4 9.2 8.5Z';

export function Stars({ filled, size = 16 }: { filled: number; size?: number }) {
  return (
    <span className="stars" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} width={size} height={size} viewBox="0 0 24 24" className={i < filled ? 'stars__on' : 'stars__off'} focusable="false">
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

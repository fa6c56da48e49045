// A row of five stars filled as far as the rating goes: 4,3 is four full stars and the fifth filled to
// 30 % (docs/decisions/052: the stars never claim more than the number beside them). Decorative: the
// caller gives the accessible text and shows the number.
import './stars.css';

const STAR = 'M12 2.8 14.8 8.5 21.1 9.4 16.5 13.8 17.6 20 12 17.1 6.4 20 7.5 13.8 2.9 9.4 9.2 8.5Z';

/** How much of star `i` (0-based) a rating fills, 0..1, the rating taken to its tenth. */
const starFill = (rating: number, i: number): number => Math.min(1, Math.max(0, Math.round(rating * 10) / 10 - i));

function Star({ size, className }: { size: number; className: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" className={className} focusable="false">
      <path d={STAR} />
    </svg>
  );
}

export function Stars({ filled, size = 16 }: { filled: number; size?: number }) {
  return (
    <span className="stars" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = starFill(filled, i);
        return (
          <span key={i} className="stars__star" data-fill={Math.round(fill * 100)}>
            <Star size={size} className="stars__off" />
            {fill > 0 ? (
              <span className="stars__fill" style={{ width: `${Math.round(fill * 100)}%` }}>
                <Star size={size} className="stars__on" />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}

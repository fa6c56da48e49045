// The rating: five radio buttons drawn as stars (click, or arrow keys inside the group; Tab reaches
// it once). None is chosen at first: a rating of 0 is never sent.
import { useId } from 'react';
import { fill } from '../../../lib/i18n.ts';

const STAR = 'M12 2.8 14.8 8.5 21.1 9.4 16.5 13.8 17.6 20 12 17.1 6.4 20 7.5 13.8 2.9 9.4 9.2 8.5Z';

export function StarInput({
  value,
  onChange,
  legend,
  starLabel,
  error,
}: {
  value: number;
  onChange: (n: number) => void;
  legend: string;
  starLabel: string;
  error: string | null;
}) {
  const name = useId();
  const errorId = useId();
  return (
    <fieldset
      className={`star-input${error ? ' star-input--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{legend} *</legend>
      <div className="star-input__stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`star-input__star${n <= value ? ' star-input__star--on' : ''}`}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="visually-hidden"
            />
            <svg width="34" height="34" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={STAR} />
            </svg>
            <span className="visually-hidden">{fill(starLabel, { n })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

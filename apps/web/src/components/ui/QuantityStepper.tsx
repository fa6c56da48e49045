// − quantity + : never below `min` (docs/product.md §4: the cart never goes below 1), never above `max`.
import { MinusIcon, PlusIcon } from './icons-extra.tsx';
import './quantity-stepper.css';

interface QuantityStepperProps {
  value: number;
  onChange: (next: number) => void;
  min?: number;
  max: number;
  /** Accessible names: the group (e.g. "Količina: Pure Fit"), and the two buttons. */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  size?: 'small' | 'large';
}

export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label,
  decreaseLabel,
  increaseLabel,
  size = 'small',
}: QuantityStepperProps) {
  return (
    <div className={`qty qty--${size}`} role="group" aria-label={label}>
      <button
        type="button"
        className="qty__button"
        aria-label={decreaseLabel}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <MinusIcon size={16} />
      </button>
      <output className="qty__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="qty__button"
        aria-label={increaseLabel}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <PlusIcon size={16} />
      </button>
    </div>
  );
}

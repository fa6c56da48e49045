// Labelled form fields with an error line. The error is announced (role=alert) and tied to the
// input (aria-describedby), and the input is marked aria-invalid.
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { passwordRevealMessages } from '@zdravo/contract/messages/account';
import { useT } from '../../../lib/i18n.ts';
import { EyeIcon, EyeOffIcon } from './eye-icons.tsx';
import './form.css';

interface FieldFrameProps {
  label: string;
  /** e.g. "(nije obavezno)" after the label. */
  hint?: string;
  error?: string | null;
  children: (ids: { inputId: string; errorId: string | undefined }) => ReactNode;
}

/** Label above, control, error under: for controls that are not a plain <input> (the phone input). */
export function FieldFrame({ label, hint, error, children }: FieldFrameProps) {
  const inputId = useId();
  const errorId = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
        {hint ? <span className="field__hint"> {hint}</span> : null}
      </label>
      {children({ inputId, errorId: error ? errorId : undefined })}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  hint?: string;
  error?: string | null;
  value: string;
  onValue: (value: string) => void;
};

export function TextField({ label, hint, error, value, onValue, ...input }: InputProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ inputId, errorId }) => (
        <input
          {...input}
          id={inputId}
          className="field__input"
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
      )}
    </FieldFrame>
  );
}

/** A password with a show/hide toggle (the button names what it will do). */
/** A password input with an eye button that shows what was typed (its labels are the shop's own). */
export function PasswordField(props: InputProps) {
  const { showPassword, hidePassword } = useT(passwordRevealMessages);
  const [shown, setShown] = useState(false);
  const { label, hint, error, value, onValue, ...input } = props;
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ inputId, errorId }) => (
        <div className="field__password">
          <input
            {...input}
            id={inputId}
            type={shown ? 'text' : 'password'}
            className="field__input"
            value={value}
            onChange={(e) => onValue(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
          />
          <button
            type="button"
            className="field__reveal"
            aria-label={shown ? hidePassword : showPassword}
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

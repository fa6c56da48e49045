// The editor's small controls in the shop's field frame: a multi-line text and a checkbox.
import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '../../components/ui/form/index.ts';

type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  label: string;
  hint?: string;
  error?: string | null;
  value: string;
  onValue: (value: string) => void;
};

export function TextArea({ label, hint, error, value, onValue, ...area }: AreaProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ inputId, errorId }) => (
        <textarea
          {...area}
          id={inputId}
          className="field__input desk-editor__area"
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
      )}
    </FieldFrame>
  );
}

export function CheckBox({
  label,
  checked,
  onChecked,
}: {
  label: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
}) {
  return (
    <label className="desk-editor__check">
      <input type="checkbox" checked={checked} onChange={(e) => onChecked(e.target.checked)} />
      {label}
    </label>
  );
}

// A labelled <select> in the shop's field frame (label above, tied to the control by id).
import { FieldFrame } from '../components/ui/form/index.ts';

interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onValue: (value: V) => void;
}

export function SelectField<V extends string>({ label, value, options, onValue }: SelectFieldProps<V>) {
  return (
    <FieldFrame label={label}>
      {({ inputId }) => (
        <select id={inputId} className="field__input" value={value} onChange={(e) => onValue(e.target.value as V)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

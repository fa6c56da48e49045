// The file chooser of the desk's CSV imports (stock counts, shipped parcels, courier outcomes, the
// courier's payouts): one label, CSV only, described by the form's hint.
import { useId } from 'react';

export function CsvFileField({
  label,
  hintId,
  onFile,
}: {
  label: string;
  /** The id of the form's hint that says which columns the file needs. */
  hintId: string;
  onFile: (file: File | null) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type="file"
        accept=".csv,text/csv"
        aria-describedby={hintId}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      />
    </div>
  );
}

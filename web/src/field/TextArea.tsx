import { useId } from 'react';
import { t } from '../i18n/index.ts';

/** A multi-line field with its label, in the portal's field style (and its way of marking optional fields). */
export function TextArea({
  label,
  value,
  onChange,
  maxLength,
  rows = 3,
  optional = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
  optional?: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> ({t.common.optional})</span> : null}
      </label>
      <textarea
        id={id}
        className="input"
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

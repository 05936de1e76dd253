import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { t } from '../i18n/index.ts';

interface FieldShellProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  children: ReactNode;
}

function FieldShell({ id, label, hint, error, optional, children }: FieldShellProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> ({t.common.optional})</span> : null}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  autoFocusFirst?: boolean;
}

export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  optional,
  autoFocusFirst,
  id,
  ...rest
}: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error} optional={optional ?? false}>
      <input
        {...rest}
        id={fieldId}
        className="input"
        value={value}
        data-autofocus={autoFocusFirst ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldShell>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  /** Options in labelled groups (`<optgroup>`), after `options`. */
  groups?: { label: string; options: { value: string; label: string }[] }[];
  hint?: ReactNode;
  error?: string | undefined;
}

export function SelectField({ label, value, onChange, options, groups, hint, error, id, ...rest }: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error}>
      <select
        {...rest}
        id={fieldId}
        className="input select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FieldShell>
  );
}

interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: ReactNode;
  disabled?: boolean;
  name?: string;
}

export function Checkbox({ label, checked, onChange, description, disabled, name }: CheckboxProps) {
  const id = useId();
  return (
    <div className="check">
      <input
        id={id}
        type="checkbox"
        className="check__input"
        checked={checked}
        disabled={disabled}
        name={name}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className="check__text">
        <label htmlFor={id} className="check__label">
          {label}
        </label>
        {description ? (
          <p className="check__description" id={`${id}-description`}>
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

interface RadioProps {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: () => void;
  description?: ReactNode;
  disabled?: boolean;
}

export function Radio({ name, label, checked, onChange, description, disabled }: RadioProps) {
  const id = useId();
  return (
    <div className="check">
      <input
        id={id}
        type="radio"
        className="check__input"
        name={name}
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={onChange}
      />
      <div className="check__text">
        <label htmlFor={id} className="check__label">
          {label}
        </label>
        {description ? (
          <p className="check__description" id={`${id}-description`}>
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A new password and its confirmation, with the server's rule as the hint. */
export function NewPasswordFields({
  label,
  confirmLabel,
  hint,
  password,
  confirm,
  onPassword,
  onConfirm,
  errors,
  pointer,
  autoFocus,
}: {
  label: string;
  confirmLabel: string;
  hint: string;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: Record<string, string>;
  /** Where the server reports the password (`/password`, `/new_password`). */
  pointer: string;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        value={password}
        onChange={onPassword}
        hint={hint}
        error={errors[pointer]}
        autoComplete="new-password"
        maxLength={200}
        required
        autoFocus={autoFocus}
      />
      <TextField
        label={confirmLabel}
        type="password"
        value={confirm}
        onChange={onConfirm}
        error={errors['/confirm']}
        autoComplete="new-password"
        required
      />
    </>
  );
}

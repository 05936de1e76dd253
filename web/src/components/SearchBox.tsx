import { useId } from 'react';
import { Icon } from './Icon.tsx';

/** The search field of a list's toolbar: a magnifier, a placeholder, and a label for screen readers. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Icon name="search" />
      <input
        id={id}
        type="search"
        className="input search__input"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

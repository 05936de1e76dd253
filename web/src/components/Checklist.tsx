import { useId, useMemo, useState } from 'react';
import { t } from '../i18n/index.ts';
import { Checkbox } from './fields.tsx';
import { Icon } from './Icon.tsx';

/** A searchable list of checkboxes (properties or people). */
export function Checklist({
  items,
  selected,
  onChange,
  searchLabel,
}: {
  items: { id: number; name: string; description: string }[];
  selected: number[];
  onChange: (ids: number[]) => void;
  searchLabel: string;
}) {
  const [filter, setFilter] = useState('');
  const searchId = useId();
  const visible = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    if (!needle) return items;
    return items.filter((item) => `${item.name} ${item.description}`.toLowerCase().includes(needle));
  }, [items, filter]);
  if (items.length === 0) return <p className="muted">{t.exportHistory.nothingToChoose}</p>;
  const toggle = (id: number, on: boolean) => onChange(on ? [...selected, id] : selected.filter((s) => s !== id));
  return (
    <div className="checklist">
      <div className="search search--small">
        <label htmlFor={searchId} className="visually-hidden">
          {searchLabel}
        </label>
        <Icon name="search" />
        <input
          id={searchId}
          type="search"
          className="input search__input"
          placeholder={searchLabel}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      <div className="checklist__items">
        {visible.length === 0 ? <p className="muted">{t.common.noMatches}</p> : null}
        {visible.map((item) => (
          <Checkbox
            key={item.id}
            label={item.name}
            description={item.description || undefined}
            checked={selected.includes(item.id)}
            onChange={(on) => toggle(item.id, on)}
          />
        ))}
      </div>
      <p className="checklist__count" aria-live="polite">
        {t.exportHistory.selected(selected.length)}
      </p>
    </div>
  );
}

import { useState } from 'react';
import { webKinds } from '../../kinds/registry/web';
import { subFilterFields } from '../../runtime-shared/list-query';
import type { EntityMeta } from '../../runtime-shared/meta';
import { useT } from '../i18n/use-t';

export interface MoreFiltersProps {
  meta: EntityMeta;
  /** Fields with a control already (the declared list filters) or filtered by the page itself. */
  shown: readonly string[];
  value: (key: string) => string;
  onChange: (key: string, value: string) => void;
}

/**
 * Every other filterable field of the entity, behind "More filters", with
 * its kind's control: from/to where the kind has a range filter (dates,
 * numbers, money), else its one-value filter (a drop-down for relations,
 * enums and booleans, an exact-match input for text). A group's filterable
 * sub-fields are offered too, labelled "Group: Sub-field".
 */
export function MoreFilters({ meta, shown, value, onChange }: MoreFiltersProps) {
  const t = useT();
  const [toggled, setToggled] = useState<boolean | undefined>(undefined);
  // A group's sub-fields come after the fields, named `seo.no_index` (the list's URL and the API take that name).
  const fields = [...meta.fields, ...subFilterFields(meta)].filter((f) => f.sortable && !f.writeOnly && !shown.includes(f.name));
  if (fields.length === 0) return null;
  const active = fields.filter((f) => value(f.name) || value(`filter[${f.name}][gte]`) || value(`filter[${f.name}][lte]`)).length;
  // Open while a filter of its own is set; the controls exist only while open (their labels would repeat the columns').
  const open = toggled ?? active > 0;
  return (
    <details className="more-filters" open={open} onToggle={(e) => setToggled(e.currentTarget.open)}>
      <summary className="btn btn-small">{t('list.moreFilters')}{active ? ` (${active})` : ''}</summary>
      {open && (
        <div className="list-filters">
          {fields.map((field) => {
            const { Filter, RangeFilter } = webKinds[field.kind];
            return RangeFilter ? (
              <RangeFilter key={field.name} field={field} value={value} onChange={onChange} />
            ) : (
              <Filter key={field.name} field={field} value={value(field.name)} onChange={(v) => onChange(field.name, v)} />
            );
          })}
      </div>
      )}
    </details>
  );
}

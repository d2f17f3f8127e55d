import type { ReactNode } from 'react';
import { useT } from '../../runtime-web/i18n/use-t';
import { Repeater } from './Repeater';

export interface ArrayInputProps {
  name: string;
  label: string;
  /** One row in words, lower case ("benefit"). */
  rowLabel: string;
  min?: number;
  max: number;
  /** A new row's starting values (the sub-fields' declared defaults). */
  newRow: Record<string, unknown>;
  /** A row's inputs, named `<prefix>.<sub-field>` (generated). */
  renderRow: (prefix: string) => ReactNode;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A repeater: rows of the same sub-fields, added, removed and reordered in place (kinds/array/Repeater.tsx). */
export function ArrayInput({ name, label, rowLabel, min, max, newRow, renderRow }: ArrayInputProps) {
  const t = useT();
  return (
    <Repeater
      name={name}
      label={label}
      itemLabel={rowLabel}
      {...(min ? { min } : {})}
      max={max}
      renderItem={(prefix) => renderRow(prefix)}
      itemTitle={(index) => `${capital(rowLabel)} ${index + 1}`}
      adder={(append, full) => (
        <button type="button" className="btn btn-small repeater-add" disabled={full} onClick={() => append(structuredClone(newRow))}>
          {t('array.add', { label: rowLabel })}
        </button>
      )}
    />
  );
}

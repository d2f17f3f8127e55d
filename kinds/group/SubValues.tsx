import type { FieldMeta } from '../../runtime-shared/meta';
import { textOf } from '../../runtime-web/display/format';
import type { ValueProps } from '../types/web';

type Row = Record<string, unknown>;

/** One object's sub-values, labelled, each shown as its own kind shows it (the details page's `Value`). */
export function SubValues({ fields, value, Value }: { fields: readonly FieldMeta[]; value: unknown; Value: ValueProps['Value'] }) {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Row;
  return (
    <dl className="sub-values">
      {fields.map((field) => (
        <div className="sub-value" key={field.name}>
          <dt>{field.label}</dt>
          <dd>{Value ? <Value field={field} record={record} /> : textOf(record[field.name])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A plain-text summary of one object: its sub-values that are text or numbers, joined. */
export function objectText(fields: readonly FieldMeta[], value: unknown): string {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Row;
  return fields
    .map((f) => record[f.name])
    .filter((v): v is string | number => (typeof v === 'string' && v !== '') || typeof v === 'number')
    .map(String)
    .join(' · ');
}

import type { EntityMeta } from '../../runtime-shared/meta';
import { fieldMeta } from '../display/format';
import { DetailValue } from './DetailValue';

/** The labelled values of one record, in the given field order. */
export function DetailsList({ meta, fields, record }: { meta: EntityMeta; fields: readonly string[]; record: Record<string, unknown> }) {
  return (
    <dl className="card details">
      {fields.map((name) => {
        const field = fieldMeta(meta, name);
        return (
          <div className="details-row" key={name}>
            <dt>{field.label}</dt>
            <dd>
              <DetailValue field={field} record={record} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

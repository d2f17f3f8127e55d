import { webKinds } from '../../kinds/registry/web';
import type { FieldMeta } from '../../runtime-shared/meta';
import { EmptyValue } from '../display/EmptyValue';
import { valueText } from '../display/value-text';

/** One value on the details page: the kind's own view (media shown, rich text rendered, lists listed), else its text. */
export function DetailValue({ field, record }: { field: FieldMeta; record: Record<string, unknown> }) {
  const { Detail } = webKinds[field.kind];
  if (Detail) return <Detail field={field} row={record} Value={DetailValue} />;
  const text = valueText(field, record);
  return text ? <span className="details-text">{text}</span> : <EmptyValue />;
}

import { webKinds } from '../../kinds/registry/web';
import type { FieldMeta } from '../../runtime-shared/meta';
import { truncate } from '../display/format';
import { valueText } from '../display/value-text';

/** One table cell's content: the kind's own cell, else its text (cut when the kind's text may be long). */
export function ListCell({ field, row }: { field: FieldMeta; row: Record<string, unknown> }) {
  const kind = webKinds[field.kind];
  if (kind.Cell) return <kind.Cell field={field} row={row} />;
  const text = valueText(field, row);
  return <>{kind.list.truncate ? truncate(text) : text}</>;
}

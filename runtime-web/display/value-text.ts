import { webKinds } from '../../kinds/registry/web';
import type { FieldMeta } from '../../runtime-shared/meta';
import { plainText } from './format';

/** A plain-text rendering of any field, for cells, tooltips, history and the trash: the kind's own, else `plainText`. */
export function valueText(field: FieldMeta, row: Record<string, unknown>): string {
  return (webKinds[field.kind].text ?? plainText)(field, row);
}

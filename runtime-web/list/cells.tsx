import type { FieldMeta } from '../../runtime-shared/meta';
import { assetUrl } from '../api/asset-url';
import { fileName, truncate, valueText } from '../display/format';

/** One table cell's content, chosen by the field's kind. */
export function ListCell({ field, row }: { field: FieldMeta; row: Record<string, unknown> }) {
  const value = row[field.name];
  if (field.kind === 'image') {
    return typeof value === 'string' && value ? (
      <img className="thumb" src={assetUrl(value)} width={60} alt="" loading="lazy" />
    ) : null;
  }
  if (field.kind === 'file') {
    return typeof value === 'string' && value ? (
      <a href={assetUrl(value)} target="_blank" rel="noreferrer">
        {fileName(value)}
      </a>
    ) : null;
  }
  if (field.kind === 'password') return null;
  const text = valueText(field, row);
  return <>{field.kind === 'richText' || field.kind === 'textarea' ? truncate(text) : text}</>;
}

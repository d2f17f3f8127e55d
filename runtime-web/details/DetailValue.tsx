import type { FieldMeta } from '../../runtime-shared/meta';
import { assetUrl } from '../api/asset-url';
import { fileName, valueText } from '../display/format';

/** One value on the details page: media shown, rich text rendered, the rest as text. */
export function DetailValue({ field, record }: { field: FieldMeta; record: Record<string, unknown> }) {
  const value = record[field.name];
  const empty = <span className="muted">—</span>;
  switch (field.kind) {
    case 'image':
      return typeof value === 'string' && value ? <img className="details-image" src={assetUrl(value)} alt={field.label} /> : empty;
    case 'file':
      return typeof value === 'string' && value ? (
        <a href={assetUrl(value)} target="_blank" rel="noreferrer">
          {fileName(value)}
        </a>
      ) : (
        empty
      );
    case 'richText':
      // The server sanitizes rich text on save, so its HTML is safe to render here.
      return typeof value === 'string' && value ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: value }} /> : empty;
    case 'url':
      return typeof value === 'string' && value ? (
        <a href={value} target="_blank" rel="noreferrer">
          {value}
        </a>
      ) : (
        empty
      );
    default: {
      const text = valueText(field, record);
      return text ? <span className="details-text">{text}</span> : empty;
    }
  }
}

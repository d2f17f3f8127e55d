import type { FieldMeta } from '../../runtime-shared/meta';
import { assetUrl } from '../api/asset-url';
import { FileLink } from '../display/FileLink';
import { valueText } from '../display/format';
import { LINK_KINDS, ValueLink } from '../display/ValueLink';

/** One value on the details page: media shown, rich text rendered, lists listed, the rest as text. */
export function DetailValue({ field, record }: { field: FieldMeta; record: Record<string, unknown> }) {
  const value = record[field.name];
  const empty = <span className="muted">—</span>;
  const present = typeof value === 'string' && value !== '';
  switch (field.kind) {
    case 'image':
      return present ? <img className="details-image" src={assetUrl(value)} alt={field.label} /> : empty;
    case 'file':
      return present ? <FileLink path={value} label={field.label} /> : empty;
    case 'richText':
      // The server sanitizes rich text on save, so its HTML is safe to render here.
      return present ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: value }} /> : empty;
    case 'options':
      return Array.isArray(value) && value.length > 0 ? (
        <ul className="details-list">
          {value.map((option, index) => (
            <li key={index}>{String(option)}</li>
          ))}
        </ul>
      ) : (
        empty
      );
    case 'json':
      return value !== null && value !== undefined && value !== '' ? (
        <pre className="details-json">{typeof value === 'string' ? value : JSON.stringify(value, null, 2)}</pre>
      ) : (
        empty
      );
    default: {
      if (LINK_KINDS.includes(field.kind)) return present ? <ValueLink field={field} value={value} /> : empty;
      const text = valueText(field, record);
      return text ? <span className="details-text">{text}</span> : empty;
    }
  }
}

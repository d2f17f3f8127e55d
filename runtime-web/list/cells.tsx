import type { FieldMeta } from '../../runtime-shared/meta';
import { hasThumbnails, LIST_THUMBNAIL_WIDTH, thumbnailPath } from '../../runtime-shared/thumbnails';
import { assetUrl } from '../api/asset-url';
import { FileLink } from '../display/FileLink';
import { truncate, valueText } from '../display/format';
import { LINK_KINDS, ValueLink } from '../display/ValueLink';

/** One table cell's content, chosen by the field's kind. */
export function ListCell({ field, row }: { field: FieldMeta; row: Record<string, unknown> }) {
  const value = row[field.name];
  if (field.kind === 'image') {
    return typeof value === 'string' && value ? (
      <img className="thumb" src={assetUrl(listImage(value))} width={LIST_THUMBNAIL_WIDTH} alt="" loading="lazy" />
    ) : null;
  }
  if (field.kind === 'file') return typeof value === 'string' && value ? <FileLink path={value} label={field.label} /> : null;
  if (LINK_KINDS.includes(field.kind)) return <ValueLink field={field} value={value} />;
  if (field.kind === 'password') return null;
  const text = valueText(field, row);
  const long = field.kind === 'richText' || field.kind === 'textarea' || field.kind === 'json' || field.kind === 'options';
  return <>{long ? truncate(text) : text}</>;
}

/** The list shows the 60 px thumbnail made at upload; a file stored before thumbnails has none: its original. */
function listImage(stored: string): string {
  return hasThumbnails(stored) ? thumbnailPath(stored, LIST_THUMBNAIL_WIDTH) : stored;
}

import { hasThumbnails, LIST_THUMBNAIL_WIDTH, thumbnailPath } from '../../runtime-shared/thumbnails';
import { assetUrl } from '../../runtime-web/api/asset-url';
import { EmptyValue } from '../../runtime-web/display/EmptyValue';
import { FilterInput } from '../../runtime-web/list/filter-controls';
import type { ValueProps, WebKind } from '../types/web';

/** The list shows the 60 px thumbnail made at upload; a file stored before thumbnails has none: its original. */
function listImage(stored: string): string {
  return hasThumbnails(stored) ? thumbnailPath(stored, LIST_THUMBNAIL_WIDTH) : stored;
}

function Cell({ field, row }: ValueProps) {
  const value = row[field.name];
  return typeof value === 'string' && value ? <img className="thumb" src={assetUrl(listImage(value))} width={LIST_THUMBNAIL_WIDTH} alt="" loading="lazy" /> : null;
}

function Detail({ field, row }: ValueProps) {
  const value = row[field.name];
  return typeof value === 'string' && value !== '' ? <img className="details-image" src={assetUrl(value)} alt={field.label} /> : <EmptyValue />;
}

/** An uploaded image: a thumbnail in lists, the picture on the details page; the form holds the stored path or the picked File. */
export const web: WebKind = {
  toForm: (value) => value ?? null,
  Cell,
  Detail,
  list: { column: true },
  Filter: FilterInput,
};

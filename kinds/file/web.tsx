import { cropPath, hasThumbnails, LIST_CROP_WIDTH } from '../../runtime-shared/thumbnails';
import { assetUrl } from '../../runtime-web/api/asset-url';
import { FileLink } from '../../runtime-web/display/FileLink';
import { stringViews } from '../../runtime-web/display/string-views';
import { FilterInput } from '../../runtime-web/list/filter-controls';
import type { ValueProps, WebKind } from '../types/web';

const views = stringViews((value, field) => <FileLink path={value} label={field.label} />);

/** A file field may hold an image (the media library's): the list shows its 60 px square crop; documents are links. */
function Cell({ field, row }: ValueProps) {
  const value = row[field.name];
  if (typeof value === 'string' && hasThumbnails(value)) return <img className="thumb" src={assetUrl(cropPath(value, LIST_CROP_WIDTH))} width={LIST_CROP_WIDTH} alt="" loading="lazy" />;
  return <views.Cell field={field} row={row} />;
}

/** An uploaded document: a link to it in lists and details; the form holds the stored path or the picked File. */
export const web: WebKind = {
  toForm: (value) => value ?? null,
  ...views,
  Cell,
  list: { column: true },
  Filter: FilterInput,
};

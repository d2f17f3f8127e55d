import { stringViews } from '../../runtime-web/display/string-views';
import { currentT } from '../../runtime-web/i18n/catalogues';
import { FilterInput } from '../../runtime-web/list/filter-controls';
import type { WebKind } from '../types/web';
import { parseFocalPoint } from '../../runtime-shared/focal-point';

/** `x 30 %, y 70 %` in details; chosen on the image in the form (FocalPointInput). */
export const web: WebKind = {
  ...stringViews((value) => {
    const point = parseFocalPoint(value);
    return <span>{point ? currentT()('focal.position', { x: point.x, y: point.y }) : value}</span>;
  }),
  list: { column: false },
  Filter: FilterInput,
};

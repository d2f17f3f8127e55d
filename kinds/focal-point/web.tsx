import { stringViews } from '../../runtime-web/display/string-views';
import { FilterInput } from '../../runtime-web/list/filter-controls';
import type { WebKind } from '../types/web';
import { parseFocalPoint } from '../../runtime-shared/focal-point';

/** `x 30 %, y 70 %` in details; chosen on the image in the form (FocalPointInput). */
export const web: WebKind = {
  ...stringViews((value) => {
    const point = parseFocalPoint(value);
    return <span>{point ? `${point.x} % from the left, ${point.y} % from the top` : value}</span>;
  }),
  list: { column: false },
  Filter: FilterInput,
};

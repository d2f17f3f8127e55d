import { stringViews } from '../../runtime-web/display/string-views';
import { FilterInput } from '../../runtime-web/list/filter-controls';
import type { WebKind } from '../types/web';
import { isHexColor } from './value';

/** A swatch of the colour (only for a valid code: nothing else reaches the style) and its hex code. */
function Swatch({ value }: { value: string }) {
  return (
    <span className="color-value">
      {isHexColor(value) && <span className="color-swatch" style={{ backgroundColor: value }} aria-hidden="true" />}
      {value}
    </span>
  );
}

/** A `#rrggbb` colour: picker and hex box in forms, a swatch and the code in lists and details, filtered by the exact code. */
export const web: WebKind = {
  ...stringViews((value) => <Swatch value={value} />),
  list: { column: true },
  Filter: FilterInput,
};

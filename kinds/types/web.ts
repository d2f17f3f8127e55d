/**
 * The web part of a field kind (`kinds/<kind>/web.tsx` exports `web: WebKind`): everything the admin
 * UI and the site's plain forms do differently for one kind. runtime-web never branches on
 * `field.kind`; it asks `webKinds[field.kind]` (kinds/registry/web.ts) for the piece it needs and
 * falls back to the default written beside each piece below. docs/field-kinds-web.md tells the story.
 *
 * A kind's parts may import runtime-shared, these types and runtime-web's building blocks (FieldShell,
 * ControlledField, the filter and bulk controls, display helpers), never a runtime-web module that
 * reads the registry (that would be an import cycle).
 *
 * The kind's admin input (`kinds/money/MoneyInput.tsx`) sits in its folder but is not part of
 * `WebKind`: the runtime never picks an input by kind (the generated form pages name it, importing it
 * through runtime-web/form/fields.tsx). Kept out of the registry, the inputs (react-select,
 * react-hook-form) stay out of the list and details pages' download.
 */
import type { ComponentType } from 'react';
import type { FieldMeta } from '../../runtime-shared/meta';

/** A record as the API answers it (the field's value under `field.name`, related records beside it). */
export type Row = Record<string, unknown>;

/** A list cell or a details value: the field and the whole record (a relation's label is beside its id). */
export interface ValueProps {
  field: FieldMeta;
  row: Row;
  /**
   * The details view of any field, given by the details page: a kind made of sub-fields (group, array,
   * blocks) shows each sub-value with it, as the sub-field's own kind shows it.
   */
  Value?: ComponentType<{ field: FieldMeta; record: Row }>;
}

/** A filter with one value, kept as text in the URL (`?state=posted`); '' clears it. */
export interface FilterProps {
  field: FieldMeta;
  value: string;
  onChange: (value: string) => void;
}

/** A from/to filter: it reads and writes its own URL keys (`filter[price][gte]`, `filter[price][lte]`). */
export interface RangeFilterProps {
  field: FieldMeta;
  value: (key: string) => string;
  onChange: (key: string, value: string) => void;
}

/** The value control of the list's bulk "Set [field] to [value]"; the value is text until `toApi`. */
export interface SetValueProps {
  field: FieldMeta;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A control of the site's server-rendered forms (the profile pages), which work without JavaScript:
 * a plain named input filled with `value`. `a11y` ties it to its label and error.
 */
export interface PlainInputProps {
  name: string;
  value: string;
  a11y: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };
  required?: boolean;
  /** The longest text accepted. */
  max?: number;
  /** value → label, for choices. */
  options?: Readonly<Record<string, string>>;
  /** What a file input accepts, e.g. `application/pdf,image/png`. */
  accept?: string;
}

/**
 * A kind's control in the site's plain forms: `export const plain: PlainKind` in `kinds/<kind>/plain.tsx`,
 * for the kinds the site's forms use. The site imports that file alone, never the admin parts.
 */
export interface PlainKind {
  Input: ComponentType<PlainInputProps>;
  /** A file: the form is sent as multipart when one is chosen, and an empty picker keeps the stored file. */
  upload?: true;
}

export interface WebKind {
  /**
   * The form's value for a value of the API (`undefined` on an add form: the field's default or
   * nothing). The way back is the kind's input's: it keeps the value in the shape the entity's zod
   * schema takes (money in cents, a date-time as ISO), so the form is sent as it is.
   * Default: the value, or '' for none (text inputs need '', not null).
   */
  toForm?: (value: unknown, field: FieldMeta) => unknown;
  /** The value as plain text (list cells, tooltips, history, trash). Default: `plainText` (runtime-web/display/format.ts). */
  text?: (field: FieldMeta, row: Row) => string;
  /** The list cell. Default: `text`, cut to 80 characters when `list.truncate`. */
  Cell?: ComponentType<ValueProps>;
  /** The value on the details page, with `<EmptyValue />` for none. Default: `text` in a span, or `<EmptyValue />`. */
  Detail?: ComponentType<ValueProps>;
  list: {
    /** The column picker offers it (a cell can show it; long and structured values belong on the details page). */
    column: boolean;
    /** Long text breaks anywhere (`'break'`), an email is cut with "…" (`'clip'`): the table never widens. Default: kept whole (amounts, dates). */
    wrap?: 'break' | 'clip';
    /** The default cell cuts the text to 80 characters. */
    truncate?: true;
  };
  /** The cell is itself a link (mail, phone, web address): a title column of this kind cannot also link to the details page. */
  link?: true;
  /** The equality filter (declared list filters, and "More filters" when there is no `RangeFilter`). */
  Filter: ComponentType<FilterProps>;
  /** "More filters" offers from/to instead of one value (dates, numbers, money). */
  RangeFilter?: ComponentType<RangeFilterProps>;
  /** A filter's URL text as the API query takes it. Default: unchanged. */
  filterParam?: (value: string) => string;
  /** Bulk "Set [field] to [value]" is offered for this kind (unless the field is unique). */
  bulkSet?: {
    Control: ComponentType<SetValueProps>;
    /** The typed text as the API takes it. Default: the text. */
    toApi?: (text: string) => unknown;
  };
  /** Creating a record inline from a relation select starts this field (the target's shown one) with the search text. */
  takesTypedText?: true;
}

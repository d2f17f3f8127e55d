import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isLocked } from '../../runtime-shared/editable';
import { webKinds } from '../../kinds/registry/web';
import type { EntityMeta } from '../../runtime-shared/meta';
import { fieldMeta, textOf } from '../display/format';
import { PencilIcon, TrashIcon } from '../display/icons';
import { valueText } from '../display/value-text';
import { translator, type Translate } from '../i18n/catalogues';
import { ListCell } from './cells';

export interface ListColumn<T> {
  field: keyof T & string;
  header: string;
}

/** The row links to show: a path only when the screen exists and the role may use it. */
export interface RowLinks {
  details: string | false;
  edit: string | false;
  delete: boolean;
}

export interface RowExtras<T> {
  onDelete: (row: T) => void;
  /** More buttons per row (declared actions), before edit and delete. */
  renderActions?: (row: T) => ReactNode;
  /** The record all rows belong to (a details page's related list): decides `editableWhile` when rows do not carry it. */
  parent?: Record<string, unknown>;
  /** The admin's language for the row buttons (`useT()`); English when left out. */
  t?: Translate;
}

/**
 * Table columns for the declared list columns plus an actions column. The
 * title column links to the details page when there is one; otherwise a
 * "View" link does, so details stay reachable whatever columns are listed.
 */
export function buildColumns<T extends { id: number }>(
  meta: EntityMeta,
  columns: ListColumn<T>[],
  links: RowLinks,
  extras: RowExtras<T>,
): ColumnDef<T>[] {
  const t = extras.t ?? translator('en');
  const detailsHref = (row: T) => `/admin/${links.details}/${row.id}`;
  // A title that is itself a link (an email) cannot hold the details link too.
  const titleLinked = columns.some((c) => c.field === meta.titleField) && !webKinds[fieldMeta(meta, meta.titleField).kind].link;

  const dataColumns: ColumnDef<T>[] = columns.map((column) => {
    const field = fieldMeta(meta, column.field);
    return {
      id: column.field,
      header: column.header,
      accessorFn: (row) => row[column.field],
      enableSorting: field.sortable,
      sortDescFirst: false,
      cell: ({ row }) => {
        const cell = <ListCell field={field} row={row.original} />;
        // Text may break anywhere and emails are cut with "…" (a long value must not widen the table); amounts and dates stay whole.
        const record = row.original as Record<string, unknown>;
        const wrap = webKinds[field.kind].list.wrap;
        const content = wrap ? (
          <span className={`cell-${wrap}`} title={valueText(field, record)}>
            {cell}
          </span>
        ) : (
          cell
        );
        return links.details && titleLinked && column.field === meta.titleField ? <Link to={detailsHref(row.original)}>{content}</Link> : content;
      },
    };
  });

  const hasActions = (meta.actions ?? []).length > 0 && extras.renderActions !== undefined;
  const rowLinks = meta.rowLinks ?? [];
  // Declared actions and row links make more buttons than fit one line: the column gets a fixed width and they wrap.
  const wide = hasActions || rowLinks.length > 0;
  // `:id` and `:<field>` in a declared row link take the row's values.
  const rowLinkHref = (path: string, row: T) =>
    `/admin/${path.replace(/:(\w+)/g, (_m, field: string) => encodeURIComponent(textOf((row as Record<string, unknown>)[field])))}`;
  const actions: ColumnDef<T> = {
    id: '_actions',
    header: () => <span className="visually-hidden">{t('list.actions')}</span>,
    enableSorting: false,
    cell: ({ row }) => {
      // A row whose parent forbids changes (a shipped order's line) offers no Edit or Delete: the server would refuse them.
      const locked = isLocked(meta, row.original, extras.parent);
      return (
        <div className={`row-actions${wide ? ' row-actions-wide' : ''}`}>
          {rowLinks.map((link) => (
            <Link key={link.path} className="btn btn-small" to={rowLinkHref(link.path, row.original)}>
              {link.label}
            </Link>
          ))}
          {extras.renderActions?.(row.original)}
          {links.details && !titleLinked && (
            <Link className="btn btn-small" to={detailsHref(row.original)}>
              {t('list.view')}
            </Link>
          )}
          {links.edit && !locked && (
            <Link className="btn btn-small" to={`/admin/${links.edit}/${row.original.id}`} aria-label={t('list.edit')}>
              <PencilIcon /> {t('list.edit')}
            </Link>
          )}
          {links.delete && !locked && (
            <button type="button" className="icon-btn icon-btn-danger" aria-label={t('list.delete')} title={t('list.delete')} onClick={() => extras.onDelete(row.original)}>
              <TrashIcon />
            </button>
          )}
          {locked && (links.edit || links.delete) && (
            <span className="muted row-locked" title={meta.editableWhile?.message}>
              {t('list.locked')}
            </span>
          )}
        </div>
      );
    },
  };
  return links.details || links.edit || links.delete || hasActions || rowLinks.length > 0 ? [...dataColumns, actions] : dataColumns;
}

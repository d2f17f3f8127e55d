import type { Operation } from '../../../runtime-shared/meta';
import { useCatalogue } from '../../../runtime-web/i18n/use-t';
import { USER_ROLE_MESSAGES } from './messages';
import { MATRIX_ENTITIES, OPERATIONS, type Permissions } from './types';

interface PermissionMatrixProps {
  permissions: Permissions;
  /** All permissions: every box shows as granted. */
  all: boolean;
  disabled: boolean;
  onChange: (next: Permissions) => void;
}


/** Toggles one operation, keeping the operations' canonical order and dropping emptied entities. */
function toggle(permissions: Permissions, entity: string, op: Operation, on: boolean): Permissions {
  const current = new Set(permissions[entity] ?? []);
  if (on) current.add(op);
  else current.delete(op);
  const next = { ...permissions };
  const ops = OPERATIONS.filter((o) => current.has(o));
  if (ops.length) next[entity] = ops;
  else delete next[entity];
  return next;
}

/**
 * Entities × operations. An operation the API leaves open ("public": anyone
 * may read banners on the site) stays editable, because the back office
 * still shows a section only to roles granted it (see `canManage`); the tag
 * says the box does not guard the public site.
 */
export function PermissionMatrix({ permissions, all, disabled, onChange }: PermissionMatrixProps) {
  const t = useCatalogue(USER_ROLE_MESSAGES);
  const label = (op: Operation) => t(`operation.${op}`);
  return (
    <div className="table-wrap">
      <p className="hint">{t('matrix.hint')}</p>
      <table className="perm-table">
        <thead>
          <tr>
            <th scope="col">{t('matrix.section')}</th>
            {OPERATIONS.map((op) => (
              <th key={op} scope="col">{label(op)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MATRIX_ENTITIES.map((meta) => (
            <tr key={meta.name}>
              <th scope="row">{meta.pluralLabel}</th>
              {OPERATIONS.map((op) => {
                // `'none'`: the API has no such route (the audit log is never written through it): nothing to grant.
                if (meta.access[op] === 'none') return <td key={op} title={t('matrix.notOffered')}>—</td>;
                const open = meta.access[op] === 'admin' ? null : meta.access[op];
                return (
                  <td key={op}>
                    <label className="perm-cell" title={open ? t(`matrix.${open}Title`, { operation: label(op) }) : undefined}>
                      <input
                        type="checkbox"
                        aria-label={`${label(op)} ${meta.pluralLabel}`}
                        checked={all || Boolean(permissions[meta.name]?.includes(op))}
                        disabled={disabled}
                        onChange={(e) => onChange(toggle(permissions, meta.name, op, e.target.checked))}
                      />
                      {/* Short tags, so the four columns still fit a phone; an owner-only operation has none. */}
                      {open && open !== 'owner' && <span className="perm-open">{t(`matrix.${open}`)}</span>}
                    </label>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

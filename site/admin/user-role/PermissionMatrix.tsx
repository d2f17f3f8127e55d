import type { Operation } from '../../../runtime-shared/meta';
import { MATRIX_ENTITIES, OPERATIONS, type Permissions } from './types';

interface PermissionMatrixProps {
  permissions: Permissions;
  /** All permissions: every box shows as granted. */
  all: boolean;
  disabled: boolean;
  onChange: (next: Permissions) => void;
}

const LABEL: Record<Operation, string> = { read: 'Read', create: 'Create', update: 'Update', delete: 'Delete' };
/** Short tags, so the four columns still fit a phone. */
const OPEN_TAG: Record<string, string> = { public: 'public', authenticated: 'any user' };

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
  return (
    <div className="table-wrap">
      <p className="hint">Tagged operations (public, any user) are open on the site anyway; the box decides whether the role sees them in the back office.</p>
      <table className="perm-table">
        <thead>
          <tr>
            <th scope="col">Section</th>
            {OPERATIONS.map((op) => (
              <th key={op} scope="col">{LABEL[op]}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MATRIX_ENTITIES.map((meta) => (
            <tr key={meta.name}>
              <th scope="row">{meta.pluralLabel}</th>
              {OPERATIONS.map((op) => {
                // `'none'`: the API has no such route (the audit log is never written through it): nothing to grant.
                if (meta.access[op] === 'none') return <td key={op} title="Not offered">—</td>;
                const open = meta.access[op] !== 'admin';
                return (
                  <td key={op}>
                    <label className="perm-cell" title={open ? `${LABEL[op]} is ${meta.access[op]} on the site; this grants it in the back office` : undefined}>
                      <input
                        type="checkbox"
                        aria-label={`${LABEL[op]} ${meta.pluralLabel}`}
                        checked={all || Boolean(permissions[meta.name]?.includes(op))}
                        disabled={disabled}
                        onChange={(e) => onChange(toggle(permissions, meta.name, op, e.target.checked))}
                      />
                      {open && <span className="perm-open">{OPEN_TAG[meta.access[op]]}</span>}
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

import { useState } from 'react';
import type { EntityMeta, FieldMeta } from '../../runtime-shared/meta';

/** Fields one value can be set on for many rows: not files, passwords, link lists, unique or long text. */
export function settableFields(meta: EntityMeta): FieldMeta[] {
  const kinds: FieldMeta['kind'][] = ['text', 'email', 'url', 'phone', 'number', 'money', 'boolean', 'enum', 'date', 'datetime', 'relation'];
  return meta.fields.filter((f) => kinds.includes(f.kind) && !f.unique);
}

/** The value as the API takes it: money typed as a decimal is sent in cents. */
function apiValue(field: FieldMeta, text: string): unknown {
  if (field.kind === 'boolean') return text === 'true';
  if (field.kind === 'money' && text !== '') return Math.round(Number(text) * 100);
  return text;
}

/** "Set [field] to [value]" for the chosen rows. */
export function SetFieldForm({ meta, busy, onSet }: { meta: EntityMeta; busy: boolean; onSet: (values: Record<string, unknown>) => void }) {
  const fields = settableFields(meta);
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const field = fields.find((f) => f.name === name);
  if (fields.length === 0) return null;
  return (
    <form
      className="set-field"
      onSubmit={(e) => {
        e.preventDefault();
        if (field) onSet({ [field.name]: apiValue(field, value) });
      }}
    >
      <label>
        Set
        <select className="input" value={name} onChange={(e) => { setName(e.target.value); setValue(''); }}>
          <option value="">field…</option>
          {fields.map((f) => (
            <option key={f.name} value={f.name}>
              {f.label}
            </option>
          ))}
        </select>
      </label>
      {field && (
        <label>
          to
          {field.kind === 'enum' || field.kind === 'boolean' ? (
            <select className="input" value={value} onChange={(e) => setValue(e.target.value)}>
              <option value="">—</option>
              {(field.kind === 'boolean' ? [{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }] : (field.options ?? [])).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              className="input"
              aria-label="Value"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              type={field.kind === 'date' ? 'date' : field.kind === 'datetime' ? 'datetime-local' : field.kind === 'number' || field.kind === 'money' || field.kind === 'relation' ? 'number' : 'text'}
              step={field.kind === 'money' ? '0.01' : undefined}
              placeholder={field.kind === 'relation' ? 'id' : undefined}
            />
          )}
        </label>
      )}
      <button type="submit" className="btn btn-small" disabled={busy || !field}>
        Apply
      </button>
    </form>
  );
}

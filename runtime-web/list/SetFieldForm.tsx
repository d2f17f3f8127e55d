import { useState } from 'react';
import { webKinds } from '../../kinds/registry/web';
import type { SetValueProps } from '../../kinds/types/web';
import type { EntityMeta, FieldMeta } from '../../runtime-shared/meta';
import { useT } from '../i18n/use-t';

/** Fields one value can be set on for many rows: of a kind that offers it (not files, passwords, long text), and not unique. */
export function settableFields(meta: EntityMeta): FieldMeta[] {
  return meta.fields.filter((f) => webKinds[f.kind].bulkSet && !f.unique);
}

/** The value as the API takes it, as the field's kind says (money typed as a decimal is sent in cents). */
function apiValue(field: FieldMeta, text: string): unknown {
  const toApi = webKinds[field.kind].bulkSet?.toApi;
  return toApi ? toApi(text) : text;
}

/** "Set [field] to [value]" for the chosen rows. */
export function SetFieldForm({ meta, busy, onSet }: { meta: EntityMeta; busy: boolean; onSet: (values: Record<string, unknown>) => void }) {
  const t = useT();
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
        {t('bulk.set')}
        <select className="input" value={name} onChange={(e) => { setName(e.target.value); setValue(''); }}>
          <option value="">{t('bulk.field')}</option>
          {fields.map((f) => (
            <option key={f.name} value={f.name}>
              {f.label}
            </option>
          ))}
        </select>
      </label>
      {field && (
        <label>
          {t('bulk.to')}
          <SetValue field={field} value={value} onChange={setValue} />
        </label>
      )}
      <button type="submit" className="btn btn-small" disabled={busy || !field}>
        {t('bulk.apply')}
      </button>
    </form>
  );
}

/** The kind's value control. */
function SetValue(props: SetValueProps) {
  const Control = webKinds[props.field.kind].bulkSet?.Control;
  return Control ? <Control {...props} /> : null;
}

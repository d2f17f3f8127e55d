/**
 * The value controls of the list's bulk "Set [field] to [value]", for the kinds' web parts to pick
 * from (`bulkSet.Control` of kinds/types/web.ts): a drop-down of choices or a typed input.
 */
import type { SetValueProps } from '../../kinds/types/web';
import { useT } from '../i18n/use-t';
import type { Choice } from './filter-controls';

/** A drop-down of choices; "—" is no choice yet. */
export function SetSelect({ value, onChange, choices }: SetValueProps & { choices: readonly Choice[] }) {
  const t = useT();
  return (
    <select className="input" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">—</option>
      {choices.map((o) => (
        <option key={o.value} value={o.value}>
          {o.key ? t(o.key) : o.label}
        </option>
      ))}
    </select>
  );
}

export interface SetInputOptions {
  type?: 'text' | 'number' | 'date' | 'datetime-local';
  step?: string;
  placeholder?: string;
}

/** A typed value, sent as typed unless the kind's `toApi` converts it. */
export function SetInput({ value, onChange, type = 'text', step, placeholder }: SetValueProps & SetInputOptions) {
  const t = useT();
  return <input className="input" aria-label={t('bulk.value')} value={value} onChange={(e) => onChange(e.target.value)} type={type} step={step} placeholder={placeholder} />;
}

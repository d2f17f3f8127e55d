import { useContext, useState } from 'react';
import AsyncSelect from 'react-select/async';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useAuthUser } from '../../auth/use-auth-user';
import { useT } from '../../i18n/use-t';
import { useFieldId } from '../field-id';
import { InlineCreateContext, useInlineCreate } from '../inline/inline-forms';
import { useIsRequired, type Required } from '../form-mode';
import { FieldShell, useErrorAria } from './FieldShell';
import { searchOptions, useChosenLabels, type Option } from './relation-options';

export interface RelationSelectProps {
  name: string;
  label: string;
  /** The related entity's API name, e.g. `service`. */
  entity: string;
  /** The related field shown as the option label, e.g. `name`. */
  show: string;
  required?: Required;
  /** Many related records (many-to-many): the form value is a list of ids. */
  multiple?: boolean;
}

const toId = (value: unknown): number | null => (value === null || value === '' || value === undefined ? null : Number(value));

/**
 * A select of related records that searches the server as the user types
 * (one page of matches at a time, relation-options.ts); the form value is the
 * chosen id, or with `multiple` the chosen ids (`number[]`). Where the admin
 * has the target's add form and the user may create the target, "Create …"
 * beside it adds one in a dialog and picks it (inline/InlineCreate.tsx, given by the
 * admin layout through InlineCreateContext).
 */
export function RelationSelect({ name, label, entity, show, required, multiple = false }: RelationSelectProps) {
  const t = useT();
  const { control } = useFormContext();
  const inputId = useFieldId(name);
  const creatable = useInlineCreate(entity, useAuthUser());
  const InlineCreate = useContext(InlineCreateContext);
  // The last search text, to start a new record's shown field with (the select clears its input on blur).
  const [typed, setTyped] = useState('');
  // Changed after an inline creation: react-select drops its cached searches, which lack the new record.
  const [cacheKey, setCacheKey] = useState(1);
  const isRequired = useIsRequired(required);
  const aria = useErrorAria(name);
  const [error, setError] = useState<string>();
  const current: unknown = useWatch({ control, name });
  const chosen = (multiple ? (Array.isArray(current) ? current : []) : [current]).map(toId).filter((id): id is number => id !== null);
  const [labels, remember] = useChosenLabels(entity, show, chosen);
  const optionFor = (id: number): Option => ({ value: id, label: labels.get(id) ?? '…' });
  const load = async (text: string) => {
    try {
      setError(undefined);
      return await searchOptions(entity, show, text);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return [];
    }
  };

  return (
    <FieldShell name={name} label={label} required={isRequired}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => {
          const ids = multiple ? (Array.isArray(field.value) ? (field.value as unknown[]) : []).map(toId).filter((id) => id !== null) : [];
          const single = multiple ? null : toId(field.value);
          const select = (
            <AsyncSelect<Option, boolean>
              inputId={inputId}
              ref={field.ref}
              classNamePrefix="rs"
              className="relation-select"
              loadOptions={load}
              defaultOptions
              cacheOptions={cacheKey}
              isMulti={multiple}
              value={multiple ? ids.map(optionFor) : single === null ? null : optionFor(single)}
              isClearable={multiple || !isRequired}
              placeholder={t('relation.placeholder')}
              noOptionsMessage={() => (error ? t('relation.loadFailed') : t('relation.noMatches'))}
              loadingMessage={() => t('list.loading')}
              aria-invalid={aria['aria-invalid']}
              aria-errormessage={aria['aria-describedby']}
              onBlur={field.onBlur}
              onInputChange={(text, { action }) => {
                if (action === 'input-change') setTyped(text);
                if (action === 'set-value') setTyped('');
              }}
              onChange={(picked) => {
                remember(multiple ? ((picked as readonly Option[] | null) ?? []) : picked ? [picked as Option] : []);
                if (multiple) field.onChange(((picked as readonly Option[] | null) ?? []).map((o) => o.value));
                else field.onChange((picked as Option | null)?.value ?? null);
              }}
            />
          );
          if (!creatable || !InlineCreate) return select;
          // Beside the select, not under it: its open menu would cover the button.
          return (
            <div className="relation-row">
              {select}
              <InlineCreate
                entry={creatable}
                show={show}
                typed={typed}
                onCreated={(id, created) => {
                  remember([{ value: id, label: created }]);
                  setCacheKey((key) => key + 1);
                  field.onChange(multiple ? [...ids, id] : id);
                }}
              />
            </div>
          );
        }}
      />
      {error && <p className="field-error">{t('relation.optionsFailed', { label, error })}</p>}
    </FieldShell>
  );
}

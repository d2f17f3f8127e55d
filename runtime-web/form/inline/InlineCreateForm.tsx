import { useState } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { webKinds } from '../../../kinds/registry/web';
import type { EntityMeta } from '../../../runtime-shared/meta';
import { Dialog } from '../../feedback/Dialog';
import { ErrorMessage } from '../../feedback/ErrorMessage';
import { useT } from '../../i18n/use-t';
import { FieldIdPrefix } from '../field-id';
import { FormModeContext } from '../form-mode';
import { toFormValues } from '../form-values';
import { rulesResolver } from '../rules-resolver';
import { saveEntity } from '../save-entity';
import { showFieldErrors } from '../server-errors';
import { InlineFormsContext, type InlineForm } from './inline-forms';

export interface InlineCreateFormProps {
  form: InlineForm;
  /** What the user had typed into the select's search: the start of the shown field, when it is text. */
  typed: string;
  /** The target's field the select shows. */
  show: string;
  onClose: () => void;
  /** The created record, as the API answered it. */
  onCreated: (record: Record<string, unknown>) => void;
}

// Inside the dialog no select offers inline creation: one dialog at a time.
const NONE = {};

/** The add form's starting values: the declared defaults, and the typed search text in the shown field. */
export function startValues(meta: EntityMeta, show: string, typed: string): FieldValues {
  const values = toFormValues(meta);
  const shown = meta.fields.find((f) => f.name === show);
  if (typed.trim() && shown && webKinds[shown.kind].takesTypedText) values[show] = typed.trim();
  return values;
}

/**
 * The target entity's own add form in a dialog: its generated fields, its
 * create schema and rules, its defaults; saved with POST /api/<target> (JSON,
 * or multipart with uploads) and the server's field errors shown under the
 * fields. Its submit never reaches the page's form around the select.
 */
export function InlineCreateForm({ form: { meta, schema, Fields }, typed, show, onClose, onCreated }: InlineCreateFormProps) {
  const t = useT();
  const form = useForm<FieldValues>({ resolver: rulesResolver(meta, schema), defaultValues: startValues(meta, show, typed), mode: 'onTouched' });
  const [failure, setFailure] = useState<unknown>();
  const busy = form.formState.isSubmitting;

  const save = async (values: FieldValues) => {
    setFailure(undefined);
    try {
      const { data } = await saveEntity(meta, undefined, values);
      onCreated(data as Record<string, unknown>);
    } catch (error) {
      showFieldErrors(form.setError, error);
      setFailure(error);
    }
  };

  return (
    <Dialog title={t('inline.create', { label: meta.label })} onClose={onClose} busy={busy}>
      <FormModeContext.Provider value={{ isEdit: false }}>
        <FieldIdPrefix.Provider value={`inline-${meta.name}-`}>
          <InlineFormsContext.Provider value={NONE}>
            <FormProvider {...form}>
              <form
                className="form"
                noValidate
                onSubmit={(event) => {
                  // React bubbles the submit through the portal to the page's form: stop it here.
                  event.stopPropagation();
                  void form.handleSubmit(save)(event);
                }}
              >
                {failure !== undefined && <ErrorMessage error={failure} />}
                <Fields />
                <div className="form-actions">
                  <button type="submit" className="btn btn-primary" disabled={busy}>
                    {t('inline.submit')}
                  </button>
                  <button type="button" className="btn" disabled={busy} onClick={onClose}>
                    {t('form.cancel')}
                  </button>
                </div>
              </form>
            </FormProvider>
          </InlineFormsContext.Provider>
        </FieldIdPrefix.Provider>
      </FormModeContext.Provider>
    </Dialog>
  );
}

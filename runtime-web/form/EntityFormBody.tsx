import { useContext, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type { ZodType } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { errorMessage, isStaleSave, type ApiError } from '../api/client';
import { ConfirmDialog } from '../feedback/ConfirmDialog';
import { ErrorMessage } from '../feedback/ErrorMessage';
import { useToast } from '../feedback/Toasts';
import { ConflictNotice } from './ConflictNotice';
import { FormModeContext } from './form-mode';
import { InlineCreate } from './inline/InlineCreate';
import { InlineCreateContext } from './inline/inline-forms';
import { rulesResolver } from './rules-resolver';
import { saveEntity } from './save-entity';
import { showFieldErrors } from './server-errors';
import { useUnsavedPrompt } from './use-unsaved-prompt';
import { canManage } from '../auth/can';
import type { DraftStatus, ScheduledChange } from '../drafts/draft-api';
import { DraftControls } from '../drafts/DraftControls';
import { LivePreview } from '../drafts/LivePreview';
import { PreviewPathsContext } from '../drafts/preview-paths';
import { SchedulePanel } from '../drafts/SchedulePanel';
import { useAutosave } from '../drafts/use-autosave';
import { useDraftSave } from '../drafts/use-draft-save';
import { useT } from '../i18n/use-t';

export interface EntityFormBodyProps {
  meta: EntityMeta;
  id: string | undefined;
  /** Editing an existing record (for `required: 'onCreate'`); a singleton may be new. */
  isEdit: boolean;
  schema: ZodType;
  defaultValues: FieldValues;
  /** The loaded record's `updated_at`: saves are based on it (a newer save by someone else answers 409). */
  basedOn?: string;
  /** Loads the record again (after a conflict). */
  onReload?: () => void;
  /** An entity with drafts, editing a record: saves go to its draft (runtime-web/drafts). */
  drafts?: { status: DraftStatus; scheduled: ScheduledChange[] };
  /** The content locale edited (`?locale=`): saves write the localized fields as its values. */
  locale?: string;
  children: ReactNode;
}

/**
 * The form itself: validation with the entity's zod schema and rules, save,
 * server errors, a stale save's conflict, the unsaved-changes prompt, navigation.
 */
export function EntityFormBody({ meta, id, isEdit, schema, defaultValues, basedOn, onReload, drafts, locale, children }: EntityFormBodyProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT();
  const [failure, setFailure] = useState<unknown>();
  const [conflict, setConflict] = useState<{ error: ApiError; values: FieldValues }>();
  const form = useForm<FieldValues>({ resolver: rulesResolver(meta, schema), defaultValues, mode: 'onTouched' });
  const listPath = `/admin/${meta.admin.list}`;
  const { blocker, allowLeave } = useUnsavedPrompt(form.formState.isDirty);
  const draft = useDraftSave(meta, id, drafts?.status, form, locale);
  const autosave = (values: FieldValues) => draft.save(values, { auto: true, onConflict: (error) => setConflict({ error, values }) }).then(() => undefined);
  useAutosave(form, autosave, drafts !== undefined && conflict === undefined);
  // A record with drafts and a public page: its page as the draft has it, beside the form (or a tab on a phone).
  const previewPaths = useContext(PreviewPathsContext);
  const previewPath = drafts && id !== undefined ? previewPaths[meta.name] : undefined;
  const [live, setLive] = useState(false);
  const [pane, setPane] = useState<'form' | 'preview'>('form');
  const showLive = live && previewPath !== undefined && id !== undefined;
  const toggleLive = () => {
    setLive(!live);
    setPane('preview');
  };

  const save = async (values: FieldValues, overwrite = false) => {
    setFailure(undefined);
    setConflict(undefined);
    if (drafts) {
      await draft.save(values, { overwrite, onConflict: (error) => setConflict({ error, values }), onFailure: setFailure });
      return;
    }
    try {
      await saveEntity(meta, id, values, overwrite ? undefined : basedOn, locale);
      toast.success(t('form.saved'));
      allowLeave();
      void navigate(listPath);
    } catch (error) {
      if (isStaleSave(error) && isEdit && basedOn && !overwrite) {
        // Someone saved after this form loaded: show what changed; the user reloads or overwrites.
        for (const [name, message] of Object.entries(error.fields ?? {})) form.setError(name, { type: 'conflict', message });
        setConflict({ error, values });
        return;
      }
      // A 400 or a unique field's 409 names the fields at fault: each message goes under its field.
      if (!showFieldErrors(form.setError, error)) toast.error(errorMessage(error));
      setFailure(error);
    }
  };

  return (
    <FormModeContext.Provider value={{ isEdit }}>
      {/* Relation selects offer "Create …" with this dialog (they cannot import it: inline-forms.ts). */}
      <InlineCreateContext.Provider value={InlineCreate}>
        <FormProvider {...form}>
          {/* One tree with the preview open or closed: the form is never mounted anew. */}
          <div className={showLive ? `live-preview-split show-${pane}` : 'form-only'}>
            {showLive && (
              <div className="tabs live-preview-tabs" role="tablist" aria-label={t('drafts.livePreviewTabs')}>
                <button type="button" role="tab" aria-selected={pane === 'form'} className={`tab${pane === 'form' ? ' active' : ''}`} onClick={() => setPane('form')}>
                  {t('drafts.formTab')}
                </button>
                <button type="button" role="tab" aria-selected={pane === 'preview'} className={`tab${pane === 'preview' ? ' active' : ''}`} onClick={() => setPane('preview')}>
                  {t('drafts.livePreview')}
                </button>
              </div>
            )}
            <div className="live-preview-editor">
              <form className="card form" noValidate onSubmit={(event) => void form.handleSubmit((values) => save(values))(event)}>
                {failure !== undefined && <ErrorMessage error={failure} />}
                {conflict && (
                  <ConflictNotice
                    meta={meta}
                    error={conflict.error}
                    busy={form.formState.isSubmitting}
                    onReload={() => {
                      allowLeave();
                      onReload?.();
                    }}
                    onOverwrite={() => void save(conflict.values, true)}
                  />
                )}
                {drafts && id !== undefined && (
                  <DraftControls
                    meta={meta}
                    id={Number(id)}
                    status={draft.status ?? drafts.status}
                    autosave={draft.autosave}
                    dirty={form.formState.isDirty}
                    busy={form.formState.isSubmitting || conflict !== undefined}
                    saveFirst={() => draft.saveIfDirty(form.getValues(), { onConflict: (error) => setConflict({ error, values: form.getValues() }), onFailure: setFailure })}
                    onChanged={() => {
                      allowLeave();
                      onReload?.();
                    }}
                    {...(previewPath ? { livePreview: { open: showLive, onToggle: toggleLive } } : {})}
                  />
                )}
                {children}
                <div className="form-actions">
                  <button type="submit" className={drafts ? 'btn' : 'btn btn-primary'} disabled={form.formState.isSubmitting}>
                    {drafts ? t('form.saveDraft') : t('form.submit')}
                  </button>
                  <Link className="btn" to={listPath}>
                    {t('form.cancel')}
                  </Link>
                </div>
              </form>
              {drafts && id !== undefined && (
                <SchedulePanel meta={meta} id={Number(id)} scheduled={drafts.scheduled} canChange={canManage(meta.name, 'update')} onChanged={() => onReload?.()} />
              )}
            </div>
            {showLive && (
              <LivePreview
                meta={meta}
                id={Number(id)}
                version={(draft.status ?? drafts?.status)?.version ?? ''}
                path={() => previewPath?.({ ...draft.savedValues(), id: Number(id) }) ?? '/'}
                onClose={() => setLive(false)}
              />
            )}
          </div>
        </FormProvider>
      </InlineCreateContext.Provider>
      {blocker.state === 'blocked' && (
        <ConfirmDialog text={t('form.leaveUnsaved')} onYes={() => blocker.proceed()} onNo={() => blocker.reset()} />
      )}
    </FormModeContext.Provider>
  );
}

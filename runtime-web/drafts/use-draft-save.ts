import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { EntityMeta } from '../../runtime-shared/meta';
import { ApiError, errorMessage } from '../api/client';
import { useToast } from '../feedback/Toasts';
import { useT } from '../i18n/use-t';
import { showFieldErrors } from '../form/server-errors';
import { draftsOf, draftValues, type DraftStatus } from './draft-api';

export interface DraftSaveHandlers {
  /** A newer save (another tab, a colleague) came first: 409. */
  onConflict?: (error: ApiError) => void;
  onFailure?: (error: unknown) => void;
}

/**
 * Saving the form as the record's draft, based on the version last loaded or saved here (`If-Match`).
 * After a save the form keeps its values and counts as saved (not dirty); the new version is the base
 * of the next save. `overwrite`: save without the version (after the user chose to overwrite).
 */
export function useDraftSave(meta: EntityMeta, id: string | undefined, initial: DraftStatus | undefined, form: UseFormReturn<FieldValues>, locale?: string) {
  const t = useT();
  const toast = useToast();
  const [status, setStatus] = useState<DraftStatus | undefined>(initial);
  const [autosave, setAutosave] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const version = useRef(initial?.version);
  // The values the draft holds: as loaded, then as last saved (the live preview shows the page they make).
  const savedValues = useRef<FieldValues | undefined>(undefined);

  const save = async (values: FieldValues, o: DraftSaveHandlers & { overwrite?: boolean; auto?: boolean } = {}): Promise<string | undefined> => {
    if (id === undefined) return undefined;
    setAutosave('saving');
    try {
      const saved = await draftsOf(meta).saveDraft(Number(id), draftValues(meta, values), o.overwrite ? undefined : version.current, locale ? { locale } : undefined);
      version.current = saved.version;
      savedValues.current = values;
      setStatus(saved);
      setAutosave('saved');
      form.reset(values, { keepValues: true }); // saved: no longer unsaved changes
      if (!o.auto) toast.success(t('drafts.saved'));
      return saved.version;
    } catch (error) {
      setAutosave('failed');
      if (error instanceof ApiError && error.status === 409 && !o.overwrite) o.onConflict?.(error);
      else if (!showFieldErrors(form.setError, error)) {
        if (!o.auto) toast.error(errorMessage(error));
        o.onFailure?.(error);
      }
      return undefined;
    }
  };

  return {
    status,
    autosave,
    save,
    /** Saves unsaved changes first (before publishing or previewing); answers the version to act on. */
    /** The values of the draft as last saved here; the form's loaded values before the first save. */
    savedValues: (): FieldValues => savedValues.current ?? form.formState.defaultValues ?? {},
    saveIfDirty: (values: FieldValues, o: DraftSaveHandlers) => (form.formState.isDirty ? save(values, o) : Promise.resolve(version.current)),
  };
}

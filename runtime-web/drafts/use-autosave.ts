import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** How long typing must pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1500;

/**
 * Saves the form as a draft a moment after the user stops typing, while it has unsaved changes.
 * One save at a time: changes made during a save are saved after it. The save itself sends the
 * draft's version (`If-Match`), so an autosave never overwrites a newer save from another tab
 * or colleague: it answers 409 and the form shows the conflict instead.
 */
export function useAutosave(form: UseFormReturn<FieldValues>, save: (values: FieldValues) => Promise<void>, enabled: boolean): void {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let saving = false;
    let again = false;
    const run = async () => {
      if (saving) {
        again = true;
        return;
      }
      if (!form.formState.isDirty) return;
      saving = true;
      try {
        await latest.current(form.getValues());
      } finally {
        saving = false;
        if (again) {
          again = false;
          timer = setTimeout(() => void run(), AUTOSAVE_DELAY_MS);
        }
      }
    };
    const subscription = form.watch((_values, { type }) => {
      if (type !== 'change') return; // typing, not a reset after a save or a reload
      clearTimeout(timer);
      timer = setTimeout(() => void run(), AUTOSAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, enabled]);
}

import { createContext, useContext } from 'react';

/** Whether the surrounding form adds or edits, for `required: 'onCreate'` fields. */
export const FormModeContext = createContext<{ isEdit: boolean }>({ isEdit: false });

export type Required = boolean | 'onCreate';

/** Resolves `'onCreate'` for the current form: required when adding, optional when editing. */
export function useIsRequired(required: Required | undefined): boolean {
  const { isEdit } = useContext(FormModeContext);
  return required === true || (required === 'onCreate' && !isEdit);
}

import { createContext, useContext } from 'react';

/**
 * A prefix for the DOM ids of form fields. The page's form uses none (`#title`);
 * a form inside a dialog on that page (inline creation) uses its own, so two
 * fields named `name` never share an id and each label finds its own input.
 */
export const FieldIdPrefix = createContext('');

/** The DOM id of a field's control: `label htmlFor`, the error's id and `aria-labelledby` derive from it. */
export function useFieldId(name: string): string {
  return `${useContext(FieldIdPrefix)}${name}`;
}

/**
 * The admin form inputs several kinds share, as generated form pages import them. Each reads the
 * surrounding form with `useFormContext()`, so it must sit inside `EntityForm` (or any `FormProvider`).
 * A kind's own input lives in its folder (kinds/<kind>/), named by its emit part's `inputFrom`, and
 * generated pages import it from there.
 */
export { TextInput, type TextInputProps } from './inputs/TextInput';
export { RelationSelect, type RelationSelectProps } from './inputs/RelationSelect';

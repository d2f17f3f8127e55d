/**
 * The admin form fields. Each reads the surrounding form with
 * `useFormContext()`, so it must sit inside `EntityForm` (or any `FormProvider`).
 */
export { TextInput, type TextInputProps } from './inputs/TextInput';
export { TextArea, type TextAreaProps } from './inputs/TextArea';
export { RichTextInput, type RichTextInputProps } from './inputs/RichTextInput';
export { RelationSelect, type RelationSelectProps } from './inputs/RelationSelect';
export { ImageInput, type ImageInputProps } from './inputs/ImageInput';
export { FileInput, type FileInputProps } from './inputs/FileInput';
export { Checkbox, type CheckboxProps } from './inputs/Checkbox';
export { SelectInput, type SelectInputProps } from './inputs/SelectInput';
export { MoneyInput, type MoneyInputProps } from './inputs/MoneyInput';
export { DateTimeInput, type DateTimeInputProps } from './inputs/DateTimeInput';
export { OptionsInput, type OptionsInputProps } from './inputs/OptionsInput';
export { JsonInput, type JsonInputProps } from './inputs/JsonInput';

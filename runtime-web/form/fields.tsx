/**
 * The admin form fields, as generated form pages import them. Each reads the surrounding form with
 * `useFormContext()`, so it must sit inside `EntityForm` (or any `FormProvider`). A kind's own input
 * lives in its folder (kinds/<kind>/); the ones several kinds share live here, in inputs/.
 */
export { TextInput, type TextInputProps } from './inputs/TextInput';
export { RelationSelect, type RelationSelectProps } from './inputs/RelationSelect';
export { TextArea, type TextAreaProps } from '../../kinds/textarea/TextArea';
export { RichTextInput, type RichTextInputProps } from '../../kinds/rich-text/RichTextInput';
export { ImageInput, type ImageInputProps } from '../../kinds/image/ImageInput';
export { FileInput, type FileInputProps } from '../../kinds/file/FileInput';
export { Checkbox, type CheckboxProps } from '../../kinds/boolean/Checkbox';
export { SelectInput, type SelectInputProps } from '../../kinds/enum/SelectInput';
export { MoneyInput, type MoneyInputProps } from '../../kinds/money/MoneyInput';
export { DateTimeInput, type DateTimeInputProps } from '../../kinds/datetime/DateTimeInput';
export { OptionsInput, type OptionsInputProps } from '../../kinds/options/OptionsInput';
export { JsonInput, type JsonInputProps } from '../../kinds/json/JsonInput';
export { ColorInput, type ColorInputProps } from '../../kinds/color/ColorInput';

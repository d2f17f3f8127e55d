/** Every field kind, mapped to its emitter. A kind missing here is a compile error. */
import type { Field } from '../dsl/fields';
import { booleanKind } from './boolean';
import { dateTimeKind } from './datetime';
import { jsonKind } from './json';
import { manyToManyKind } from './many-to-many';
import { moneyKind } from './money';
import { optionsKind } from './options';
import { phoneKind } from './phone';
import { dateKind } from './date';
import { emailKind } from './email';
import { enumKind } from './enum';
import { fileKind } from './file';
import { imageKind } from './image';
import type { FieldKindEmitter } from './kind';
import { numberKind } from './number';
import { passwordKind } from './password';
import { relationKind } from './relation';
import { richTextKind } from './rich-text';
import { textKind } from './text';
import { textareaKind } from './textarea';
import { urlKind } from './url';

type KindTable = { [K in Field['kind']]: FieldKindEmitter<Extract<Field, { kind: K }>> };

const kinds: KindTable = {
  text: textKind,
  textarea: textareaKind,
  richText: richTextKind,
  email: emailKind,
  url: urlKind,
  password: passwordKind,
  number: numberKind,
  boolean: booleanKind,
  enum: enumKind,
  date: dateKind,
  image: imageKind,
  file: fileKind,
  relation: relationKind,
  money: moneyKind,
  datetime: dateTimeKind,
  phone: phoneKind,
  options: optionsKind,
  json: jsonKind,
  manyToMany: manyToManyKind,
};

/** The emitter for a field's kind, typed for that field. */
export function kindOf<F extends Field>(field: F): FieldKindEmitter<F> {
  return kinds[field.kind] as unknown as FieldKindEmitter<F>;
}

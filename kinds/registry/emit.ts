// Written by npm run generate from the folders in kinds/: do not edit.
import type { FieldKindEmitter } from '../types/emit';
import type { FieldKind } from './names';
import { emit as arrayEmit } from '../array/emit';
import { emit as blocksEmit } from '../blocks/emit';
import { emit as booleanEmit } from '../boolean/emit';
import { emit as colorEmit } from '../color/emit';
import { emit as dateEmit } from '../date/emit';
import { emit as datetimeEmit } from '../datetime/emit';
import { emit as emailEmit } from '../email/emit';
import { emit as enumEmit } from '../enum/emit';
import { emit as fileEmit } from '../file/emit';
import { emit as focalPointEmit } from '../focal-point/emit';
import { emit as groupEmit } from '../group/emit';
import { emit as imageEmit } from '../image/emit';
import { emit as jsonEmit } from '../json/emit';
import { emit as manyToManyEmit } from '../many-to-many/emit';
import { emit as moneyEmit } from '../money/emit';
import { emit as numberEmit } from '../number/emit';
import { emit as optionsEmit } from '../options/emit';
import { emit as passwordEmit } from '../password/emit';
import { emit as phoneEmit } from '../phone/emit';
import { emit as relationEmit } from '../relation/emit';
import { emit as richTextEmit } from '../rich-text/emit';
import { emit as textEmit } from '../text/emit';
import { emit as textareaEmit } from '../textarea/emit';
import { emit as urlEmit } from '../url/emit';

export const emitKinds = {
  array: arrayEmit,
  blocks: blocksEmit,
  boolean: booleanEmit,
  color: colorEmit,
  date: dateEmit,
  datetime: datetimeEmit,
  email: emailEmit,
  enum: enumEmit,
  file: fileEmit,
  focalPoint: focalPointEmit,
  group: groupEmit,
  image: imageEmit,
  json: jsonEmit,
  manyToMany: manyToManyEmit,
  money: moneyEmit,
  number: numberEmit,
  options: optionsEmit,
  password: passwordEmit,
  phone: phoneEmit,
  relation: relationEmit,
  richText: richTextEmit,
  text: textEmit,
  textarea: textareaEmit,
  url: urlEmit,
} satisfies { [K in FieldKind]: FieldKindEmitter<{ kind: K }> };

// Written by npm run generate from the folders in kinds/: do not edit.
import type { WebKind } from '../types/web';
import type { FieldKind } from './names';
import { web as arrayWeb } from '../array/web';
import { web as blocksWeb } from '../blocks/web';
import { web as booleanWeb } from '../boolean/web';
import { web as colorWeb } from '../color/web';
import { web as dateWeb } from '../date/web';
import { web as datetimeWeb } from '../datetime/web';
import { web as emailWeb } from '../email/web';
import { web as enumWeb } from '../enum/web';
import { web as fileWeb } from '../file/web';
import { web as focalPointWeb } from '../focal-point/web';
import { web as groupWeb } from '../group/web';
import { web as imageWeb } from '../image/web';
import { web as jsonWeb } from '../json/web';
import { web as manyToManyWeb } from '../many-to-many/web';
import { web as moneyWeb } from '../money/web';
import { web as numberWeb } from '../number/web';
import { web as optionsWeb } from '../options/web';
import { web as passwordWeb } from '../password/web';
import { web as phoneWeb } from '../phone/web';
import { web as relationWeb } from '../relation/web';
import { web as richTextWeb } from '../rich-text/web';
import { web as textWeb } from '../text/web';
import { web as textareaWeb } from '../textarea/web';
import { web as urlWeb } from '../url/web';

export const webKinds = {
  array: arrayWeb,
  blocks: blocksWeb,
  boolean: booleanWeb,
  color: colorWeb,
  date: dateWeb,
  datetime: datetimeWeb,
  email: emailWeb,
  enum: enumWeb,
  file: fileWeb,
  focalPoint: focalPointWeb,
  group: groupWeb,
  image: imageWeb,
  json: jsonWeb,
  manyToMany: manyToManyWeb,
  money: moneyWeb,
  number: numberWeb,
  options: optionsWeb,
  password: passwordWeb,
  phone: phoneWeb,
  relation: relationWeb,
  richText: richTextWeb,
  text: textWeb,
  textarea: textareaWeb,
  url: urlWeb,
} satisfies Record<FieldKind, WebKind>;

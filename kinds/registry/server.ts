// Written by npm run generate from the folders in kinds/: do not edit.
import type { ServerKind } from '../types/server';
import type { FieldKind } from './names';
import { server as arrayServer } from '../array/server';
import { server as blocksServer } from '../blocks/server';
import { server as booleanServer } from '../boolean/server';
import { server as colorServer } from '../color/server';
import { server as dateServer } from '../date/server';
import { server as datetimeServer } from '../datetime/server';
import { server as emailServer } from '../email/server';
import { server as enumServer } from '../enum/server';
import { server as fileServer } from '../file/server';
import { server as focalPointServer } from '../focal-point/server';
import { server as groupServer } from '../group/server';
import { server as imageServer } from '../image/server';
import { server as jsonServer } from '../json/server';
import { server as manyToManyServer } from '../many-to-many/server';
import { server as moneyServer } from '../money/server';
import { server as numberServer } from '../number/server';
import { server as optionsServer } from '../options/server';
import { server as passwordServer } from '../password/server';
import { server as phoneServer } from '../phone/server';
import { server as relationServer } from '../relation/server';
import { server as richTextServer } from '../rich-text/server';
import { server as textServer } from '../text/server';
import { server as textareaServer } from '../textarea/server';
import { server as urlServer } from '../url/server';

export const serverKinds = {
  array: arrayServer,
  blocks: blocksServer,
  boolean: booleanServer,
  color: colorServer,
  date: dateServer,
  datetime: datetimeServer,
  email: emailServer,
  enum: enumServer,
  file: fileServer,
  focalPoint: focalPointServer,
  group: groupServer,
  image: imageServer,
  json: jsonServer,
  manyToMany: manyToManyServer,
  money: moneyServer,
  number: numberServer,
  options: optionsServer,
  password: passwordServer,
  phone: phoneServer,
  relation: relationServer,
  richText: richTextServer,
  text: textServer,
  textarea: textareaServer,
  url: urlServer,
} satisfies Record<FieldKind, ServerKind>;

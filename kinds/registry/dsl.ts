// Written by npm run generate from the folders in kinds/: do not edit.
// The DSL builders of every kind, which generator/dsl re-exports to entity files.
export { array } from '../array/emit';
export { block, blocks } from '../blocks/emit';
export { boolean } from '../boolean/emit';
export { color } from '../color/emit';
export { date } from '../date/emit';
export { datetime } from '../datetime/emit';
export { email } from '../email/emit';
export { enumOf } from '../enum/emit';
export { file } from '../file/emit';
export { focalPoint } from '../focal-point/emit';
export { group } from '../group/emit';
export { image } from '../image/emit';
export { json } from '../json/emit';
export { manyToMany } from '../many-to-many/emit';
export { money } from '../money/emit';
export { number } from '../number/emit';
export { options } from '../options/emit';
export { password } from '../password/emit';
export { phone } from '../phone/emit';
export { relation } from '../relation/emit';
export { richText } from '../rich-text/emit';
export { text } from '../text/emit';
export { textarea } from '../textarea/emit';
export { url } from '../url/emit';

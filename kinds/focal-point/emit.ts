import { FOCAL_POINT } from '../../runtime-shared/focal-point';
import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString, orNull } from '../types/emit';

/**
 * Where the subject of an image is (`x,y` in percent), chosen by clicking on the image in the admin form;
 * the crops of the image are cut around it. `of` names the image's field in the same entity.
 */
export interface FocalPointField extends Omit<FieldCommon, 'required'> {
  kind: 'focalPoint';
  /** The field holding the image the point is chosen on. */
  of: string;
}

/** @example focal_point: focalPoint({ of: 'file' }) */
export const focalPoint = (options: BuilderOptions<FocalPointField>): FocalPointField => ({ kind: 'focalPoint', ...options });

export const emit: FieldKindEmitter<FocalPointField> = {
  column: () => ({ type: 'string', length: 11, nullable: true }),
  zod: () => 'focalPointValue()',
  zodHelpers: { from: 'kinds/focal-point/value', names: ['focalPointValue'] },
  tsType: () => 'string | null',
  inputFrom: 'kinds/focal-point/FocalPointInput',
  input: (f, ctx) => `<FocalPointInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)} of=${jsxString(f.of)} />`,
  jsonSchema: () => orNull({ type: 'string', pattern: FOCAL_POINT.source, description: 'Where the subject of the image is, as x,y in percent from the top left (50,50: the centre); crops are cut around it', examples: ['50,30'] }, true),
  searchable: () => false,
  sortable: false,
  wide: true,
};

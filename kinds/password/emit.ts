import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString, requiredAttr } from '../types/emit';

/** Stored as a bcrypt hash, never sent back to clients. */
export interface PasswordField extends FieldCommon {
  kind: 'password';
}

export const password = (options: BuilderOptions<PasswordField> = {}): PasswordField => ({ kind: 'password', ...options });

/** Hashed by the server before storing; never part of an answer. Optional on edit: blank keeps the old one. */
export const emit: FieldKindEmitter<PasswordField> = {
  column: () => ({ type: 'string', length: 100, nullable: true }),
  zod: (_f, ctx) => `passwordValue({ required: ${ctx.required} })`,
  tsType: () => 'never',
  input: (_f, ctx) =>
    `<TextInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)} type="password"${requiredAttr({ ...ctx, declaredRequired: ctx.declaredRequired ? 'onCreate' : false })} />`,
  // Never answered. Where it is optional (on update), leaving it out, blank or null keeps the old one.
  jsonSchema: (_f, ctx) =>
    ctx.required
      ? { type: 'string', minLength: 8, maxLength: 200, writeOnly: true }
      : { type: ['string', 'null'], maxLength: 200, writeOnly: true, description: 'At least 8 characters; leave out, blank or null to keep the stored one' },
  searchable: () => false,
  sortable: false,
  writeOnly: true,
};

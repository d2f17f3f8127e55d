import type { FileField } from '../dsl/fields';
import { jsxString } from '../names';
import { MB, requiredAttr, uploadSchema, type FieldKindEmitter } from './kind';

const MIME_TYPES: Record<NonNullable<FileField['accept']>[number], string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/x-cfb',
  zip: 'application/zip',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

export const fileKind: FieldKindEmitter<FileField> = {
  column: (_f, ctx) => ({ type: 'string', length: 500, nullable: !ctx.required }),
  zod: (_f, ctx) => `fileValue({ required: ${ctx.required} })`,
  tsType: (_f, ctx) => (ctx.required ? 'string' : 'string | null'),
  input: (_f, ctx) => `<FileInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)}${requiredAttr(ctx)} />`,
  jsonSchema: (f, ctx) =>
    uploadSchema(
      ctx,
      f.private
        ? 'A download path, api/<name>/<id>/files/<field>: the file is answered only to callers who may read the record'
        : 'A file path under uploads/, served by the API host as an attachment',
    ),
  searchable: () => false,
  sortable: false,
  upload: (f) => ({ mimeTypes: (f.accept ?? ['pdf']).map((a) => MIME_TYPES[a]), maxBytes: (f.maxSizeMb ?? 10) * MB, ...(f.private ? { private: true } : {}) }),
};

import { type BuilderOptions, type FieldCommon, type FieldKindEmitter, jsxString, libraryAttr, MB, requiredAttr, uploadSchema } from '../types/emit';

export interface FileField extends Omit<FieldCommon, 'required'> {
  kind: 'file';
  required?: boolean | 'onCreate';
  /** Accepted document types. @default ['pdf'] */
  accept?: readonly ('pdf' | 'docx' | 'doc' | 'zip' | 'png' | 'jpeg' | 'gif' | 'webp')[];
  /** @default 10 */
  maxSizeMb?: number;
  /**
   * Kept out of the public uploads folder: downloaded only through
   * `GET /api/<name>/:id/files/<field>`, by callers with the entity's read grant
   * (résumés, contracts). Answers carry that download path. @default false
   * @example resume: file({ accept: ['pdf'], private: true })
   */
  private?: boolean;
}

export const file = (options: BuilderOptions<FileField> = {}): FileField => ({ kind: 'file', ...options });

const MIME_TYPES: Record<NonNullable<FileField['accept']>[number], string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/x-cfb',
  zip: 'application/zip',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export const emit: FieldKindEmitter<FileField> = {
  column: (_f, ctx) => ({ type: 'string', length: 500, nullable: !ctx.required }),
  zod: (_f, ctx) => `fileValue({ required: ${ctx.required} })`,
  tsType: (_f, ctx) => (ctx.required ? 'string' : 'string | null'),
  inputFrom: 'kinds/file/FileInput',
  input: (_f, ctx) => `<FileInput name=${jsxString(ctx.name)} label=${jsxString(ctx.label)}${requiredAttr(ctx)}${libraryAttr(ctx)} />`,
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

/**
 * Checks an entity's `library` (the media library): every name is a field, the file field is a public
 * upload, the focal point is a focal-point field, the uploader a relation to the account entity. Marks
 * the facts fields read-only (set by the server at each upload: runtime-server/uploads/library.ts).
 */
import { ACCOUNT_ENTITY_NAME, type LibraryMeta } from '../runtime-shared/meta';
import type { AnyEntity } from './dsl';
import { DefinitionError } from './errors';
import type { SanitizedField } from './model';

/** The fields the server fills from the stored file and the request's account. */
const FACTS = ['width', 'height', 'size', 'mimeType', 'kind', 'uploadedBy'] as const;

export function sanitizeLibrary(source: string, d: AnyEntity, fields: SanitizedField[]): LibraryMeta | undefined {
  const library = d.library;
  if (!library) return undefined;
  const fail = (message: string): never => {
    throw new DefinitionError(source, 'library', message);
  };
  const field = (key: keyof LibraryMeta): SanitizedField =>
    fields.find((f) => f.name === library[key]) ?? fail(`${key}: "${library[key]}" is not a field of this entity; fields are ${fields.map((f) => f.name).join(', ')}`);
  const file = field('file');
  if (!file.meta.upload || file.meta.upload.private) fail(`file: "${file.name}" must be a public upload field (a file or image field without private)`);
  // eslint-disable-next-line kinds/no-kind-name-branches -- the library needs that very kind here: a requirement of the library, not behaviour that varies by kind
  if (field('focalPoint').kind !== 'focalPoint') fail(`focalPoint: "${library.focalPoint}" must be a focalPoint() field`);
  field('alt');
  if (field('uploadedBy').meta.relation?.entity !== ACCOUNT_ENTITY_NAME) fail(`uploadedBy: "${library.uploadedBy}" must be a relation to ${ACCOUNT_ENTITY_NAME}`);
  for (const key of FACTS) {
    const fact = field(key);
    if (fact.required === true) fail(`${key}: "${fact.name}" is set by the server; it cannot be required`);
    fact.meta.readOnly = true;
  }
  return { ...library };
}

/**
 * The file types uploads accept, as people know them: a name, what kind of
 * file it is, and the file-name endings. The server's refusal of a wrong type
 * and the browser's check before sending say the same sentence, listing the
 * accepted types by name rather than by MIME type.
 *
 * @example acceptedTypesMessage(['application/pdf', DOCX]) // "Upload a PDF or Word document (.pdf, .docx)"
 */

interface FileType {
  name: string;
  /** What the file is ("document", "image"): types of one noun are listed together. */
  noun: string;
  extensions: readonly string[];
}

const TYPES: Readonly<Record<string, FileType>> = {
  'application/pdf': { name: 'PDF', noun: 'document', extensions: ['.pdf'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { name: 'Word', noun: 'document', extensions: ['.docx'] },
  'application/x-cfb': { name: 'Word 97-2003', noun: 'document', extensions: ['.doc'] },
  'application/zip': { name: 'ZIP', noun: 'archive', extensions: ['.zip'] },
  'image/jpeg': { name: 'JPEG', noun: 'image', extensions: ['.jpg', '.jpeg'] },
  'image/png': { name: 'PNG', noun: 'image', extensions: ['.png'] },
  'image/gif': { name: 'GIF', noun: 'image', extensions: ['.gif'] },
  'image/webp': { name: 'WebP', noun: 'image', extensions: ['.webp'] },
};

/** A type this table does not know is named by its MIME subtype, still readable if not pretty. */
const typeOf = (mime: string): FileType => TYPES[mime] ?? { name: (mime.split('/')[1] ?? mime).toUpperCase(), noun: 'file', extensions: [] };

/** "a", "a or b", "a, b or c". */
const orList = (items: readonly string[]): string => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);

/** The file-name endings of the accepted types, e.g. for an input's `accept` attribute. */
export const acceptedExtensions = (mimeTypes: readonly string[]): string[] => mimeTypes.flatMap((m) => typeOf(m).extensions);

/** "Upload a PDF or Word document (.pdf, .docx)". */
export function acceptedTypesMessage(mimeTypes: readonly string[]): string {
  const nouns = [...new Set(mimeTypes.map((m) => typeOf(m).noun))];
  const phrases = nouns.map((noun) => `${orList(mimeTypes.filter((m) => typeOf(m).noun === noun).map((m) => typeOf(m).name))} ${noun}`);
  const extensions = acceptedExtensions(mimeTypes);
  return `Upload a ${orList(phrases)}${extensions.length ? ` (${extensions.join(', ')})` : ''}`;
}

/** Whether a file name ends in one of the accepted endings (the browser's early check; the server checks the content). */
export const hasAcceptedExtension = (fileName: string, mimeTypes: readonly string[]): boolean =>
  acceptedExtensions(mimeTypes).some((ext) => fileName.toLowerCase().endsWith(ext));

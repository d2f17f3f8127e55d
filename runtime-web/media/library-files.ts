/**
 * Reading the media library from the browser: a page of its files for the picker (search, type filter,
 * newest first), and uploading a new file into it. The library is an ordinary entity; which of its
 * fields hold the file, name, alt text and kind comes from the field's meta (`upload.library`).
 */
import type { LibraryLink } from '../../runtime-shared/meta';
import { cropPath, hasThumbnails } from '../../runtime-shared/thumbnails';
import { apiGet, apiSend, type DataResponse, type ListResponse } from '../api/client';

/** One library file as the picker shows it. */
export interface LibraryFile {
  id: number;
  file: string;
  title: string;
  alt: string;
  kind: 'image' | 'document' | '';
}

export type KindFilter = '' | 'image' | 'document';

type Row = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function fromRow(library: LibraryLink, row: Row): LibraryFile {
  const kind = text(row[library.kind]);
  return { id: Number(row.id), file: text(row[library.file]), title: text(row[library.title]), alt: text(row[library.alt]), kind: kind === 'image' || kind === 'document' ? kind : '' };
}

/** The newest files first: the picker opens on what was uploaded recently. */
export async function findLibraryFiles(library: LibraryLink, q: string, kind: KindFilter, page = 1): Promise<{ files: LibraryFile[]; total: number }> {
  const params = new URLSearchParams({ sort: '-created_at', perPage: String(PAGE_SIZE), page: String(page) });
  if (q.trim()) params.set('q', q.trim());
  if (kind) params.set(`filter[${library.kind}]`, kind);
  const answer = await apiGet<ListResponse<Row>>(`/api/${library.entity}?${params.toString()}`);
  return { files: answer.data.map((row) => fromRow(library, row)), total: answer.meta.total };
}

export const PAGE_SIZE = 24;

/** Uploads a file into the library (its name and alt text beside it); answers the new file. */
export async function uploadToLibrary(library: LibraryLink, values: { title: string; alt: string; file: File }): Promise<LibraryFile> {
  const body = new FormData();
  body.set(library.title, values.title);
  body.set(library.alt, values.alt);
  body.set(library.file, values.file);
  return fromRow(library, (await apiSend<DataResponse<Row>>('POST', `/api/${library.entity}`, body)).data);
}

/** The picture a grid cell shows: the 160 px square crop around the focal point, or the file itself when it has none. */
export const gridImage = (stored: string): string => (hasThumbnails(stored) ? cropPath(stored, 160) : stored);

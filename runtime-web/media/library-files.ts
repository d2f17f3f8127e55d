/**
 * Reading the media library from the browser: a page of its files for the picker (search, type filter,
 * newest first), and uploading a new file into it. The library is an ordinary entity (its name comes
 * from the field's meta, `upload.library`); only the fields named in its `library` meta are read.
 */
import { hasThumbnails, cropPath } from '../../runtime-shared/thumbnails';
import { apiGet, apiSend, type DataResponse, type ListResponse } from '../api/client';

/** One library file as the picker shows it (the media entity's row, read by name). */
export interface LibraryFile {
  id: number;
  name: string;
  file: string;
  alt: string | null;
  kind: 'image' | 'document' | null;
  mime_type: string | null;
}

export type KindFilter = '' | 'image' | 'document';

/** The newest files first: the picker opens on what was uploaded recently. */
export function findLibraryFiles(library: string, q: string, kind: KindFilter, page = 1): Promise<ListResponse<LibraryFile>> {
  const params = new URLSearchParams({ sort: '-created_at', perPage: '24', page: String(page) });
  if (q.trim()) params.set('q', q.trim());
  if (kind) params.set('filter[kind]', kind);
  return apiGet<ListResponse<LibraryFile>>(`/api/${library}?${params.toString()}`);
}

/** Uploads a file into the library (name and alt text beside it); answers the new row. */
export async function uploadToLibrary(library: string, values: { name: string; alt: string; file: File }): Promise<LibraryFile> {
  const body = new FormData();
  body.set('name', values.name);
  body.set('alt', values.alt);
  body.set('file', values.file);
  return (await apiSend<DataResponse<LibraryFile>>('POST', `/api/${library}`, body)).data;
}

/** The picture a grid cell shows: the 160 px square crop around the focal point, or the file itself when it has none. */
export const gridImage = (stored: string): string => (hasThumbnails(stored) ? cropPath(stored, 160) : stored);

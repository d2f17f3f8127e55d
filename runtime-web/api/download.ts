/**
 * Private files (`api/<name>/<id>/files/<field>`) are answered only with the
 * bearer token, which a plain link cannot send: they are fetched and saved.
 */
import { getToken } from '../auth/storage';
import { ApiError } from './ApiError';

/** A private file's download path, as record answers carry it (not a public `uploads/` path). */
export const isDownloadPath = (path: string): boolean => /^\/?api\//.test(path);

/** Fetches the file with the signed-in user's token and hands it to the browser as a download. */
export async function downloadFile(path: string): Promise<void> {
  const token = getToken();
  const response = await fetch(`/${path.replace(/^\//, '')}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { error?: { message?: string } } | undefined;
    throw new ApiError(response.status, body?.error?.message ?? `The download failed (${response.status}).`);
  }
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

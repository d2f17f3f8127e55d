/** Reading one record for a details page: a missing (or unpublished) one is the 404 page. */
import { ApiError } from '../../runtime-web/api/client';
import { notFound } from './read';

export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

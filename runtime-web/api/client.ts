/**
 * The one way the browser talks to the API. It adds the bearer token, turns
 * the JSON error shape into an `ApiError`, and drops a session the server
 * refuses (auth/storage.ts: dropRefusedSession); it never navigates: public
 * pages work signed out, and pages that need a sign-in send the visitor there.
 */
import { dropRefusedSession, getToken } from '../auth/storage';
import { ApiError } from './ApiError';

export { ApiError, errorMessage, isStaleSave } from './ApiError';

/** The answer of `GET /api/<name>/:id` and of writes. */
export interface DataResponse<T> {
  data: T;
}

/** The answer of `GET /api/<name>` list calls. */
export interface ListResponse<T> {
  data: T[];
  meta: { total: number; page: number; perPage: number };
}

export interface RequestOptions {
  /** Send no token: public pages must keep working when a stored token has expired. */
  anonymous?: boolean;
  signal?: AbortSignal;
  /**
   * Where the API lives, e.g. `http://127.0.0.1:3000`; default: the page's own
   * origin. The public site's server rendering reads the API over loopback with it.
   */
  baseUrl?: string;
  /** Extra request headers: the server rendering forwards the visitor's address (`X-Forwarded-For`), so rate limits count the visitor; saves send `If-Match` with the `updated_at` of the copy being saved. */
  headers?: Readonly<Record<string, string>>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const LOGIN_PATH = '/api/auth/login';

const STATUS_TEXT: Record<number, string> = {
  401: 'Please sign in again.',
  403: 'You are not allowed to do this.',
  404: 'Not found.',
  413: 'The upload is too large.',
};

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const error = (body as { error?: { message?: unknown; fields?: unknown } } | undefined)?.error;
  const message =
    typeof error?.message === 'string' && error.message
      ? error.message
      : (STATUS_TEXT[status] ?? `The server answered with an error (${status}).`);
  const fields = error?.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : undefined;
  return new ApiError(status, message, fields);
}

async function request<T>(method: Method, path: string, body?: FormData | object, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const token = options.anonymous ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body; // the browser sets the multipart boundary itself
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${options.baseUrl ?? ''}${path}`, { method, headers, body: payload, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }

  const json = await readJson(response);
  if (response.ok) return json as T;
  // An expired or revoked session is dropped; a wrong password on the login form itself is only an error message.
  if (response.status === 401 && token && !path.startsWith(LOGIN_PATH)) dropRefusedSession();
  throw toApiError(response.status, json);
}

/**
 * GET a path such as `/api/banner?page=2` and return the parsed JSON body.
 * @example const { data } = await apiGet<DataResponse<Banner>>('/api/banner/3');
 */
export function apiGet<T>(path: string, options?: RequestOptions): Promise<T> {
  return request<T>('GET', path, undefined, options);
}

/**
 * Send a body (JSON object or multipart `FormData`) and return the parsed JSON body.
 * @example await apiSend('DELETE', '/api/banner/3');
 */
export function apiSend<T>(method: Exclude<Method, 'GET'>, path: string, body?: FormData | object, options?: RequestOptions): Promise<T> {
  return request<T>(method, path, body, options);
}

/**
 * The draft calls of an entity with `drafts: true`, part of its typed client
 * (`pageApi.saveDraft(3, { title }, version)`): drafts, publishing, preview
 * links and scheduled changes (runtime-server/drafts/routes.ts). All for staff.
 * The client's `get` and `list` answer the live record only; `getDraft` (or
 * `GET /api/<name>/:id?draft=1`) the draft.
 */
import { apiGet, apiSend, type DataResponse, type RequestOptions } from './client';

export type DraftState = 'published' | 'draft' | 'changed';

export interface DraftStatus {
  state: DraftState;
  /** Send it back (`basedOn`) with the next save or publish: a newer save answers 409. */
  version: string;
  has_draft: boolean;
  draft_saved_at: string | null;
  draft_saved_by: string | null;
}

export interface ScheduledChange {
  id: number;
  entity: string;
  record_id: number;
  action: 'publish' | 'unpublish';
  run_at: string;
  status: 'pending' | 'done' | 'failed' | 'cancelled';
  error: string | null;
  created_by: string | null;
  done_at: string | null;
}

export interface DraftClient<T, I> {
  /** The record with its draft applied, its state and its scheduled changes. */
  getDraft(id: number, options?: RequestOptions): Promise<{ record: T; status: DraftStatus; scheduled: ScheduledChange[] }>;
  /** Saves fields as the draft; `basedOn`: the version edited (409 when saved since). */
  saveDraft(id: number, input: Partial<I>, basedOn?: string, options?: RequestOptions & { locale?: string }): Promise<DraftStatus>;
  discardDraft(id: number, basedOn?: string, options?: RequestOptions): Promise<void>;
  /** Makes the draft live. */
  publish(id: number, basedOn?: string, options?: RequestOptions): Promise<T>;
  /** Takes the record off the public site (entities with a live flag). */
  unpublish(id: number, options?: RequestOptions): Promise<T>;
  draftStates(ids: readonly number[], options?: RequestOptions): Promise<{ id: number; state: DraftState; version: string }[]>;
  previewLink(id: number, options?: RequestOptions): Promise<{ url: string; expires_at: string }>;
  scheduled(id: number, options?: RequestOptions): Promise<ScheduledChange[]>;
  /** `at`: `2026-11-30T09:00` in the site's time zone, or a time with a zone. */
  schedule(id: number, action: 'publish' | 'unpublish', at: string, options?: RequestOptions): Promise<ScheduledChange>;
  cancelScheduled(id: number, change: number, options?: RequestOptions): Promise<void>;
}

const ifMatch = (basedOn: string | undefined, options: RequestOptions | undefined): RequestOptions | undefined =>
  basedOn ? { ...options, headers: { ...options?.headers, 'If-Match': `"${basedOn}"` } } : options;

export function draftClient<T, I>(name: string): DraftClient<T, I> {
  const at = (id: number) => `/api/${name}/${encodeURIComponent(String(id))}`;
  return {
    getDraft: async (id, options) => (await apiGet<DataResponse<{ record: T; status: DraftStatus; scheduled: ScheduledChange[] }>>(`${at(id)}/draft`, options)).data,
    // `locale`: a draft of that locale's values of the localized fields (docs/localization.md).
    saveDraft: async (id, input, basedOn, { locale, ...options } = {}) =>
      (await apiSend<DataResponse<DraftStatus>>('PUT', `${at(id)}/draft${locale ? `?locale=${encodeURIComponent(locale)}` : ''}`, input, ifMatch(basedOn, options))).data,
    discardDraft: async (id, basedOn, options) => {
      await apiSend<undefined>('DELETE', `${at(id)}/draft`, undefined, ifMatch(basedOn, options));
    },
    publish: async (id, basedOn, options) => (await apiSend<DataResponse<T>>('POST', `${at(id)}/publish`, undefined, ifMatch(basedOn, options))).data,
    unpublish: async (id, options) => (await apiSend<DataResponse<T>>('POST', `${at(id)}/unpublish`, undefined, options)).data,
    draftStates: async (ids, options) => (await apiGet<DataResponse<{ id: number; state: DraftState; version: string }[]>>(`/api/${name}/draft-states?ids=${ids.join(',')}`, options)).data,
    previewLink: async (id, options) => (await apiSend<DataResponse<{ url: string; expires_at: string }>>('POST', `${at(id)}/preview-link`, undefined, options)).data,
    scheduled: async (id, options) => (await apiGet<DataResponse<ScheduledChange[]>>(`${at(id)}/schedule`, options)).data,
    schedule: async (id, action, when, options) => (await apiSend<DataResponse<ScheduledChange>>('POST', `${at(id)}/schedule`, { action, at: when }, options)).data,
    cancelScheduled: async (id, change, options) => {
      await apiSend<undefined>('DELETE', `${at(id)}/schedule/${change}`, undefined, options);
    },
  };
}

/**
 * The document's part for entities with `drafts: true` (runtime-server/drafts/routes.ts):
 * saving, publishing and discarding drafts, preview links and scheduled changes, all for
 * staff; the `draft` parameter of the record's read; and `GET /api/scheduled-changes`.
 */
import { writeLocale } from './openapi-locales';
import type { JsonSchema, OpenApiDocument, OpenApiParameter } from '../../runtime-shared/openapi';
import type { SanitizedEntity } from '../model';
import { ID_PARAMETER, errorRefs, securityFor } from './openapi-common';
import { errorStatuses } from './openapi-errors';
import { IF_MATCH, staffOperation } from './openapi-records';
import { inputName, ref } from './openapi-schemas';

type Paths = OpenApiDocument['paths'];

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const dataOf = (schema: JsonSchema): JsonSchema => ({ type: 'object', properties: { data: schema }, required: ['data'], additionalProperties: false });
const TIME: JsonSchema = { type: 'string', description: 'ISO 8601, UTC' };

export const DRAFT: OpenApiParameter = {
  name: 'draft',
  in: 'query',
  description: '`1`: the record with its draft applied (staff with the read grant; others 401/403). The public never sees drafts.',
  schema: { type: 'string', enum: ['0', '1'] },
};

/** The preview link's token, as the site's render of a preview sends it with its reads (runtime-server/drafts/preview-read.ts). */
export const PREVIEW: OpenApiParameter = {
  name: 'X-Preview',
  in: 'header',
  description: 'The token of a preview link (`/preview/<token>`, from `POST /api/<name>/{id}/preview-link`): that one record is answered with its draft, even while the public cannot see it, to anyone holding it. Without a genuine, unexpired, current token the read is the public\'s.',
  schema: { type: 'string' },
};

export const DRAFT_NOTE = 'Answers the live (published) values; drafts are never shown to the public.';

const VERSION_MATCH: OpenApiParameter = { ...IF_MATCH, description: 'The version (`status.version`) of the copy you edited: 409 when the draft was saved since. Leave it out to overwrite regardless.' };

export const DRAFT_SCHEMAS: Record<string, JsonSchema> = {
  DraftStatus: {
    type: 'object',
    properties: {
      state: { enum: ['published', 'draft', 'changed'], description: '`draft`: the public does not see the record; `changed`: live, with a draft pending; `published`: live, no draft' },
      version: { type: 'string', description: 'Send it back as If-Match with the next save or publish (the draft\'s `updated_at`, or the record\'s without a draft)' },
      has_draft: { type: 'boolean' },
      draft_saved_at: { type: ['string', 'null'] },
      draft_saved_by: { type: ['string', 'null'] },
    },
    required: ['state', 'version', 'has_draft', 'draft_saved_at', 'draft_saved_by'],
    additionalProperties: false,
  },
  ScheduledChange: {
    type: 'object',
    properties: {
      id: { type: 'integer', minimum: 1 },
      entity: { type: 'string' },
      record_id: { type: 'integer', minimum: 1 },
      action: { enum: ['publish', 'unpublish'] },
      run_at: TIME,
      status: { enum: ['pending', 'done', 'failed', 'cancelled'] },
      error: { type: ['string', 'null'], description: 'Why a failed change failed' },
      created_by: { type: ['string', 'null'] },
      done_at: { type: ['string', 'null'] },
    },
    required: ['id', 'entity', 'record_id', 'action', 'run_at', 'status', 'error', 'created_by', 'done_at'],
    additionalProperties: false,
  },
};

export function draftPaths(e: SanitizedEntity): Paths {
  if (!e.drafts) return {};
  const base = `/api/${e.name}`;
  const one = { description: `The ${e.label}`, content: json(dataOf(ref(e.pascal))) };
  const changes = { type: 'array', items: ref('ScheduledChange') } satisfies JsonSchema;
  const changeId: OpenApiParameter = { name: 'change', in: 'path', required: true, description: 'The scheduled change\'s id.', schema: { type: 'integer', minimum: 1, maximum: 2147483647 } };
  const paths: Paths = {
    [`${base}/draft-states`]: {
      get: staffOperation(e, 'draftStates', 'draftStates', `The draft states of some ${e.pluralLabel}`, {
        description: 'For the admin list: each record\'s state (published, draft, changed since published) and version. Missing ids are left out. Staff with the read grant.',
        parameters: [{ name: 'ids', in: 'query', required: true, description: 'Up to 100 record ids, comma-separated: `1,2,3`.', schema: { type: 'string', pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,99}$', examples: ['1,2,3'] } }],
        responses: {
          200: {
            description: 'The states',
            content: json(dataOf({
              type: 'array',
              items: { type: 'object', properties: { id: { type: 'integer' }, state: { enum: ['published', 'draft', 'changed'] }, version: { type: 'string' } }, required: ['id', 'state', 'version'], additionalProperties: false },
            })),
          },
        },
      }),
    },
    [`${base}/{id}/draft`]: {
      parameters: [ID_PARAMETER],
      get: staffOperation(e, 'draft', 'getDraft', `The draft of a ${e.label}`, {
        description: 'The record with its draft applied (the live record when it has none), its state and version, and its scheduled changes. Staff with the read grant.',
        responses: {
          200: {
            description: 'The draft',
            content: json(dataOf({ type: 'object', properties: { record: ref(e.pascal), status: ref('DraftStatus'), scheduled: changes }, required: ['record', 'status', 'scheduled'], additionalProperties: false })),
          },
        },
      }),
      put: staffOperation(e, 'draftSave', 'saveDraft', `Save a draft of a ${e.label}`, {
        description: 'Saves the fields sent over the draft (or over the live values when there is none), validated as an update; the live record and what the public sees do not change. Files and many-to-many links are not drafted (ignored here: save them with the record). Staff with the update grant.',
        parameters: [VERSION_MATCH, ...writeLocale(e)],
        requestBody: { required: true, content: json(ref(inputName(e, 'Patch', false))) },
        responses: { 200: { description: 'The record\'s state and the draft\'s new version', content: json(dataOf(ref('DraftStatus'))) } },
      }),
      delete: staffOperation(e, 'draftDiscard', 'discardDraft', `Discard the draft of a ${e.label}`, {
        description: 'Drops the draft; the live record stays as it is. 404 when there is no draft. Staff with the update grant.',
        parameters: [VERSION_MATCH],
        responses: { 204: { description: 'Discarded' } },
      }),
    },
    [`${base}/{id}/publish`]: {
      parameters: [ID_PARAMETER],
      post: staffOperation(e, 'publish', 'publish', `Publish a ${e.label}`, {
        description: `Applies the draft to the live record${e.drafts.liveField ? ` and sets \`${e.drafts.liveField}\`` : ''} in one write (audited as \`publish\`), and drops the draft. Of two racing publishes one answers 409.${e.drafts.liveField ? '' : ' 409 when there is no draft.'} Staff with the update grant.`,
        parameters: [VERSION_MATCH],
        responses: { 200: one },
      }),
    },
    [`${base}/{id}/preview-link`]: {
      parameters: [ID_PARAMETER],
      post: staffOperation(e, 'previewLink', 'previewLink', `A preview link of a ${e.label}`, {
        description: 'A signed link to the public page as it would look with the draft, working without a sign-in for 24 hours, until the draft is saved again. Staff with the read grant.',
        responses: {
          200: { description: 'The link', content: json(dataOf({ type: 'object', properties: { url: { type: 'string' }, expires_at: TIME }, required: ['url', 'expires_at'], additionalProperties: false })) },
        },
      }),
    },
    [`${base}/{id}/schedule`]: {
      parameters: [ID_PARAMETER],
      get: staffOperation(e, 'schedule', 'scheduledChanges', `The scheduled changes of a ${e.label}`, {
        description: 'Pending changes first (soonest first), then the last ten done, failed or cancelled. Staff with the read grant.',
        responses: { 200: { description: 'The changes', content: json(dataOf(changes)) } },
      }),
      post: staffOperation(e, 'scheduleAdd', 'schedule', `Schedule publishing or unpublishing a ${e.label}`, {
        description: `\`at\`: a time with a zone (\`2026-11-30T09:00:00Z\`), or without one (\`2026-11-30T09:00\`), read in the site's time zone (SITE_TIME_ZONE). Publishing applies the draft as it is at that time.${e.drafts.liveField ? '' : ' `unpublish` is refused: these records are always live.'} Staff with the update grant.`,
        requestBody: {
          required: true,
          content: json({ type: 'object', properties: { action: { enum: ['publish', 'unpublish'] }, at: { type: 'string', minLength: 1, maxLength: 40, examples: ['2031-11-28T09:00'] } }, required: ['action', 'at'], additionalProperties: false }),
        },
        responses: { 201: { description: 'The scheduled change', content: json(dataOf(ref('ScheduledChange'))) } },
      }),
    },
    [`${base}/{id}/schedule/{change}`]: {
      parameters: [ID_PARAMETER, changeId],
      delete: staffOperation(e, 'scheduleCancel', 'cancelScheduled', `Cancel a scheduled change of a ${e.label}`, {
        description: 'Only a pending change; 404 otherwise. Staff with the update grant.',
        responses: { 204: { description: 'Cancelled' } },
      }),
    },
  };
  if (e.drafts.liveField) {
    paths[`${base}/{id}/unpublish`] = {
      parameters: [ID_PARAMETER],
      post: staffOperation(e, 'unpublish', 'unpublish', `Unpublish a ${e.label}`, {
        description: `Clears \`${e.drafts.liveField}\`: the public no longer sees the record (audited as \`unpublish\`). A pending draft stays. Staff with the update grant.`,
        responses: { 200: one },
      }),
    };
  }
  return paths;
}

/** `GET /api/scheduled-changes`, when some entity has drafts. */
export function scheduledChangesPaths(entities: readonly SanitizedEntity[]): Paths {
  if (!entities.some((e) => e.drafts)) return {};
  const change = DRAFT_SCHEMAS.ScheduledChange!;
  // The change and its record's title (one closed object: `allOf` with a closed part would refuse the title).
  const withTitle: JsonSchema = {
    ...change,
    properties: { ...(change.properties as Record<string, JsonSchema>), title: { type: ['string', 'null'], description: "The record's title" } },
    required: [...(change.required as string[]), 'title'],
  };
  return {
    '/api/scheduled-changes': {
      get: {
        operationId: 'scheduledChanges',
        summary: 'Every pending scheduled change',
        description: 'Of the entities the caller\'s role may read, soonest first (at most 200), each with its record\'s title. Staff only.',
        tags: ['Scheduled changes'],
        responses: {
          200: {
            description: 'The pending changes',
            content: json(dataOf({ type: 'array', items: withTitle })),
          },
          ...errorRefs(errorStatuses('draftStates', 'admin')),
        },
        security: securityFor('admin'),
        'x-access': 'admin',
      },
    },
  };
}

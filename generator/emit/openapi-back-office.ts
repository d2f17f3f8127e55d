/**
 * The back-office operations of an entity's list (runtime-server/crud/back-office-routes.ts):
 * `POST /api/<name>/bulk`, `GET /api/<name>/export` and `POST /api/<name>/import`,
 * each for a back-office role granted the operation it performs.
 */
import type { JsonSchema, OpenApiDocument, OpenApiOperation, OpenApiParameter } from '../../runtime-shared/openapi';
import type { SanitizedEntity } from '../model';
import { filterFields, listParameters } from './openapi-common';
import { LIST_LIMITS, type FilterOperator } from '../../runtime-shared/list-query';
import type { OperationKind } from './openapi-errors';
import { staffOperation } from './openapi-records';
import { inputName, ref } from './openapi-schemas';

type Paths = OpenApiDocument['paths'];

/** Rows one bulk request or one import may touch (runtime-server/crud/bulk-selection.ts, import.ts). */
const MAX_ROWS = 1000;

const BULK_RESULT: JsonSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: { action: { type: 'string' }, count: { type: 'integer', minimum: 0 }, ids: { type: 'array', items: { type: 'integer', minimum: 1 } } },
      required: ['action', 'count', 'ids'],
      additionalProperties: false,
    },
  },
  required: ['data'],
  additionalProperties: false,
};

const IMPORT_RESULT: JsonSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        dryRun: { type: 'boolean' },
        created: { type: 'integer', minimum: 0 },
        updated: { type: 'integer', minimum: 0 },
        invalid: { type: 'integer', minimum: 0 },
        ignored: { type: 'array', items: { type: 'string' }, description: 'Columns read but not imported (files, passwords, timestamps)' },
        rows: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              row: { type: 'integer', minimum: 1, description: 'The data row, from 1 (the header is not counted)' },
              result: { enum: ['created', 'updated', 'invalid'] },
              id: { type: 'integer', minimum: 1, description: 'The record written (none for a row created in a dry run)' },
              fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field name → message, for an invalid row' },
            },
            required: ['row', 'result'],
            additionalProperties: false,
          },
        },
      },
      required: ['dryRun', 'created', 'updated', 'invalid', 'ignored', 'rows'],
      additionalProperties: false,
    },
  },
  required: ['data'],
  additionalProperties: false,
};

/** The shared component schemas of the back-office operations. */
export const BACK_OFFICE_SCHEMAS: Record<string, JsonSchema> = { BulkResult: BULK_RESULT, ImportResult: IMPORT_RESULT };

/** The list's `filter` as JSON: per field a value or its operators (`in`/`nin` take a list), and `or` branches of the same. */
function bulkFilter(e: SanitizedEntity): JsonSchema {
  const scalar: JsonSchema = { type: ['string', 'number', 'boolean'] };
  const operand = (op: FilterOperator): JsonSchema => (op === 'in' || op === 'nin' ? { type: 'array', items: scalar } : op === 'null' || op === 'notNull' ? { const: true } : scalar);
  const properties: Record<string, JsonSchema> = Object.fromEntries(
    filterFields(e).map(([name, ops]) => [name, { anyOf: [{ type: ['string', 'number', 'boolean', 'null'] }, { type: 'object', properties: Object.fromEntries(ops.map((op) => [op, operand(op)])), additionalProperties: false }] }]),
  );
  properties.or = { type: 'array', maxItems: LIST_LIMITS.orBranches, items: { type: 'object' }, description: 'Branches of the same; a row meeting any of them is chosen' };
  return { type: 'object', description: 'As the list\'s `filter[...]` parameters (GET /api/' + e.name + ')', properties, additionalProperties: false };
}

function bulkRequest(e: SanitizedEntity): { schema: JsonSchema; example: unknown } {
  const actions = [...(e.access.delete !== 'none' ? ['delete'] : []), ...(e.access.update !== 'none' ? ['update', ...e.actions.map((a) => a.name)] : [])];
  const schema: JsonSchema = {
    type: 'object',
    description: 'Send `ids` or `filter` (with `q`): the rows the list shows for them; an empty filter needs `all: true`. `update` sets the fields of `values` on every row.',
    properties: {
      action: { enum: actions },
      ids: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: MAX_ROWS },
      filter: bulkFilter(e),
      q: { type: 'string' },
      all: { const: true, description: 'Needed with an empty filter (and no `q`): every record' },
      // Entities without an update route (bookmarks) have no Patch schema and take no values.
      ...(e.access.update !== 'none' ? { values: ref(inputName(e, 'Patch', false)) } : {}),
    },
    required: ['action'],
    additionalProperties: false,
  };
  // Harmless as it is: a filter that matches no row.
  return { schema, example: { action: actions[0], filter: { id: 2147483647 } } };
}

export function backOfficePaths(e: SanitizedEntity): Paths {
  if (e.singleton) return {};
  const operation = (kind: OperationKind, id: string, summary: string, rest: Partial<OpenApiOperation> & Pick<OpenApiOperation, 'responses'>): OpenApiOperation =>
    staffOperation(e, kind, id, summary, rest);
  const paths: Paths = {};
  if (e.access.read !== 'none') {
    const exportParameters: OpenApiParameter[] = [
      { name: 'format', in: 'query', description: 'Only `csv`.', schema: { enum: ['csv'], default: 'csv' } },
      { name: 'columns', in: 'query', description: 'Comma-separated field names (the list\'s visible columns); `id` always comes first. Default: every exportable field.', schema: { type: 'string' } },
      ...listParameters(e).filter((p) => p.name !== 'page' && p.name !== 'perPage'),
    ];
    paths[`/api/${e.name}/export`] = {
      get: operation('export', 'export', `Export ${e.pluralLabel} as CSV`, {
        description: 'Every row the list shows for the same `q`, `filter` and `sort` (not one page), streamed. Relations are written by their shown field, money as decimals, dates in ISO 8601; passwords and private files never. Needs the read grant.',
        parameters: exportParameters,
        responses: {
          200: {
            description: 'The CSV file (RFC 4180, UTF-8 with a byte-order mark), as an attachment',
            headers: { 'X-Total-Count': { description: 'The number of data rows', schema: { type: 'integer', minimum: 0 } } },
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
        },
      }),
    };
  }
  if (e.access.update !== 'none' || e.access.delete !== 'none') {
    const { schema, example } = bulkRequest(e);
    paths[`/api/${e.name}/bulk`] = {
      post: operation('bulk', 'bulk', `Delete, change or run an action on many ${e.pluralLabel}`, {
        description: `All or nothing, in one transaction: each row is checked as its own route would check it; when any is refused, nothing changes and \`error.fields\` names each refused row by id with the reason. At most ${MAX_ROWS} rows. Needs the delete grant to delete, else the update grant.`,
        requestBody: { required: true, content: { 'application/json': { schema, example } } },
        responses: { 200: { description: 'What changed', content: { 'application/json': { schema: ref('BulkResult') } } } },
      }),
    };
  }
  if (e.access.create !== 'none') {
    paths[`/api/${e.name}/import`] = {
      post: operation('import', 'import', `Import ${e.pluralLabel} from CSV`, {
        description: `Each row creates a record, or updates the one named by its \`id\` column or a unique field. Columns are field names (as an export writes them); relations may be given by their shown field, money as decimals. With \`dryRun=1\` nothing is written and the answer previews every row; without it, all rows are written in one transaction, or none when any row is invalid (400, \`error.fields\` keyed \`<row>.<field>\`). At most ${MAX_ROWS} rows. Needs the create grant (and the update grant for rows that update).`,
        parameters: [{ name: 'dryRun', in: 'query', description: '`1`: only check and preview.', schema: { enum: ['0', '1', 'true', 'false'] } }],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { file: { type: 'string', contentMediaType: 'text/csv' } }, required: ['file'], additionalProperties: false },
              encoding: { file: { contentType: 'text/csv' } },
            },
          },
        },
        responses: { 200: { description: 'Each row\'s result', content: { 'application/json': { schema: ref('ImportResult') } } } },
      }),
    };
  }
  return paths;
}

/**
 * ESLint rule `local/no-knex-writes` (eslint.config.js turns it on for site/**): hand-written site code
 * writes records through the local API (docs/local-api.md), never a table with knex. It reports a call
 * of a knex method that writes rows (`insert`, `update`, `del`, `delete`, `increment`, `decrement`,
 * `truncate`, `onConflict`, `upsert`) and `raw` SQL that starts with INSERT, UPDATE, DELETE or REPLACE.
 *
 * Precise, not by name: the called method is resolved with the type checker and counts only when knex's
 * own type declarations declare it, so `records(services).update(...)`, `map.delete(key)`,
 * `params.delete(name)` and `hash.update(data)` are left alone.
 */
import { ESLintUtils } from '@typescript-eslint/utils';

const WRITES = new Set(['insert', 'update', 'del', 'delete', 'increment', 'decrement', 'truncate', 'onConflict', 'upsert']);
const WRITE_SQL = /^\s*(insert|update|delete|replace)\b/i;
const KNEX_TYPES = /[\\/]node_modules[\\/]knex[\\/]/;

/** The SQL text a `raw` call starts with, when its first argument is written out. */
function sqlOf(node) {
  const [first] = node.arguments;
  if (first?.type === 'Literal' && typeof first.value === 'string') return first.value;
  if (first?.type === 'TemplateLiteral') return first.quasis[0]?.value.cooked ?? '';
  return '';
}

/** @type {import('@typescript-eslint/utils').TSESLint.RuleModule<'write' | 'rawWrite'>} */
export const noKnexWrites = {
  meta: {
    type: 'problem',
    docs: { description: 'Site code writes records through the local API, not with knex' },
    messages: {
      write: 'knex `.{{method}}()` writes a table around the local API: use records(services).create/update/delete (docs/local-api.md)',
      rawWrite: 'Raw SQL that writes a table around the local API: use records(services).create/update/delete (docs/local-api.md)',
    },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    const services = ESLintUtils.getParserServices(context);
    const checker = services.program.getTypeChecker();
    const declaredByKnex = (property) => {
      const symbol = checker.getSymbolAtLocation(services.esTreeNodeToTSNodeMap.get(property));
      return (symbol?.declarations ?? []).some((d) => KNEX_TYPES.test(d.getSourceFile().fileName));
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        if (WRITES.has(method) && declaredByKnex(callee.property)) context.report({ node: callee.property, messageId: 'write', data: { method } });
        else if (method === 'raw' && WRITE_SQL.test(sqlOf(node)) && declaredByKnex(callee.property)) context.report({ node: callee.property, messageId: 'rawWrite' });
      },
    };
  },
};

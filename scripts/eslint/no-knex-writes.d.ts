import type { Rule } from 'eslint';

/** Types of no-knex-writes.js, for tests/unit/eslint-rules.test.ts. */
export declare const noKnexWrites: Rule.RuleModule;

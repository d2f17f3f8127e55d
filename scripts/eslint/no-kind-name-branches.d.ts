import type { Rule } from 'eslint';

/** Types of no-kind-name-branches.js, for tests/unit/eslint-rules.test.ts. */
export declare const noKindNameBranches: Rule.RuleModule;

import type { Rule } from 'eslint';

/** Types of no-literal-ui-text.js, for tests/unit/no-literal-ui-text.test.ts. */
export declare const noLiteralUiText: Rule.RuleModule;

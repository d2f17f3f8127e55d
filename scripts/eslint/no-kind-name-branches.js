/**
 * ESLint rule `local/no-kind-name-branches` (eslint.config.js turns it on outside kinds/): code outside a
 * field kind's folder asks the kind (its registry entry: serverKinds[f.kind], webKinds[f.kind], ...) instead
 * of branching on the kind's name, so that a new kind is one folder and one registry line
 * (docs/dsl-and-field-kinds.md). It reports `x.kind === 'name'` / `!==` and `switch (x.kind)` where `x.kind`
 * is a field's kind: typed `FieldKind` (kinds/registry/names.ts), found with the type checker, so other
 * `kind` properties (an exam question's kind, a media file's kind, a change's kind) are left alone.
 */
import { ESLintUtils } from '@typescript-eslint/utils';

const COMPARISONS = new Set(['===', '!==', '==', '!=']);

/** @type {import('@typescript-eslint/utils').TSESLint.RuleModule<'branch'>} */
export const noKindNameBranches = {
  meta: {
    type: 'problem',
    docs: { description: 'Code outside kinds/ asks the field kind instead of branching on its name' },
    messages: {
      branch: "A branch on a field kind's name outside kinds/: give the kind a property or hook in its folder and ask it through the registry (docs/dsl-and-field-kinds.md)",
    },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    const services = ESLintUtils.getParserServices(context);
    const checker = services.program.getTypeChecker();
    /** Whether a node is `<something>.kind` typed as a field kind's name. */
    const isFieldKind = (node) => {
      if (node.type !== 'MemberExpression' || node.property.type !== 'Identifier' || node.property.name !== 'kind') return false;
      const symbol = checker.getSymbolAtLocation(services.esTreeNodeToTSNodeMap.get(node.property));
      const declared = symbol?.declarations?.[0];
      const typeText = declared && 'type' in declared && declared.type ? declared.type.getText() : '';
      return typeText === 'FieldKind';
    };
    const isText = (node) => (node.type === 'Literal' && typeof node.value === 'string') || node.type === 'TemplateLiteral';
    return {
      BinaryExpression(node) {
        if (!COMPARISONS.has(node.operator)) return;
        if ((isFieldKind(node.left) && isText(node.right)) || (isFieldKind(node.right) && isText(node.left))) context.report({ node, messageId: 'branch' });
      },
      SwitchStatement(node) {
        if (isFieldKind(node.discriminant)) context.report({ node: node.discriminant, messageId: 'branch' });
      },
    };
  },
};

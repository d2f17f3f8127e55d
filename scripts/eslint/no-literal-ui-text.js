/**
 * ESLint rule `i18n/no-literal-ui-text` (eslint.config.js turns it on for the admin's code: runtime-web/,
 * the kinds' admin inputs, generated/web/ and the site's admin screens that are translated): the admin's
 * own words come from the message catalogue (runtime-web/i18n, docs/localization.md), so a JSX text, a
 * string literal as a JSX child (`{'Loading'}`, `{busy ? 'Saving' : 'Save'}`) or a string written into a
 * prop people read (`placeholder`, `title`, `aria-label`, `alt`, ...) that holds a letter is reported.
 * Texts of symbols only (`×`, `…`, `–`, `#`, `→`) hold no letter and pass, and so does anything computed
 * (`{t('form.cancel')}`, `{meta.label}`). Option `ignoreProps`: props whose literals are content, e.g. the
 * entity-declared `title` of a generated list view.
 */
const READ_PROPS = ['placeholder', 'title', 'aria-label', 'aria-description', 'aria-roledescription', 'alt'];
const LETTER = /\p{L}/u;

/** The text of a string literal, of a template literal's fixed parts, or of the branches of `a ? 'x' : 'y'` and `a && 'x'`. */
function literalText(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
  if (node?.type === 'ConditionalExpression') return `${literalText(node.consequent)} ${literalText(node.alternate)}`;
  if (node?.type === 'LogicalExpression') return `${literalText(node.left)} ${literalText(node.right)}`;
  return '';
}

/** @type {import('@typescript-eslint/utils').TSESLint.RuleModule<'text' | 'prop'>} */
export const noLiteralUiText = {
  meta: {
    type: 'problem',
    docs: { description: 'Admin texts come from the message catalogue, not JSX literals' },
    messages: {
      text: 'Text "{{text}}" written in JSX: add it to runtime-web/i18n/messages.en.ts and use t() (docs/localization.md)',
      prop: '`{{prop}}` "{{text}}" written in JSX: add it to runtime-web/i18n/messages.en.ts and use t() (docs/localization.md)',
    },
    schema: [{ type: 'object', properties: { ignoreProps: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
  },
  defaultOptions: [],
  create(context) {
    const ignored = new Set(context.options[0]?.ignoreProps ?? []);
    const props = new Set(READ_PROPS.filter((p) => !ignored.has(p)));
    const short = (text) => text.trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) context.report({ node, messageId: 'text', data: { text: short(node.value) } });
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type !== 'JSXElement' && node.parent?.type !== 'JSXFragment') return;
        const text = literalText(node.expression);
        if (LETTER.test(text)) context.report({ node, messageId: 'text', data: { text: short(text) } });
      },
      JSXAttribute(node) {
        const prop = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!props.has(prop) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = literalText(value);
        if (LETTER.test(text)) context.report({ node, messageId: 'prop', data: { prop, text: short(text) } });
      },
    };
  },
};

/**
 * The layering of the code (DESIGN.md, "Layout"), checked by `npm run deps` as part of `npm test`.
 *
 * Data flows one way: entities/ → generator/ → generated/ → (runtime-server | runtime-web) ← site/.
 * The runtimes are generic: they know no entity, no site and no generator. The site uses the
 * generated code and the runtimes, never the generator. A field kind imports only runtime-shared.
 * Type-only imports count (`tsPreCompilationDeps`): a cycle of types is still a cycle.
 *
 * Read by scripts/check-layers.ts (dependency-cruiser 16 cannot parse TypeScript 6, 18 needs Node 22),
 * which supports the part of dependency-cruiser's format used here; `npx depcruise` can read it as is.
 * To see a rule bite, add `import '../../site/company';` to a runtime-server file and run `npm run deps`.
 */

/** The generic runtimes: reusable for any set of entities and any site. */
const RUNTIMES = '^runtime-(server|shared|web)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Two modules that import each other (even for types only) are one module in two files: move what both need into a third.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'runtime-knows-no-entity',
      severity: 'error',
      comment: 'The runtimes are generic: entities reach them as data (EntityMeta) from generated code, never by import.',
      from: { path: RUNTIMES },
      to: { path: '^(entities|generated)/' },
    },
    {
      name: 'runtime-knows-no-site',
      severity: 'error',
      comment: 'The runtimes know nothing of the company site (shop, careers, pages): the site registers with them (hooks, routes).',
      from: { path: RUNTIMES },
      to: { path: '^site/' },
    },
    {
      name: 'runtime-knows-no-generator',
      severity: 'error',
      comment: 'The runtimes run without the generator: what both need lives in runtime-shared.',
      from: { path: RUNTIMES },
      to: { path: '^generator/' },
    },
    {
      name: 'runtime-shared-is-shared',
      severity: 'error',
      comment: 'runtime-shared runs on the server and in the browser: it imports neither runtime.',
      from: { path: '^runtime-shared/' },
      to: { path: '^runtime-(server|web)/' },
    },
    {
      name: 'server-runtime-not-web',
      severity: 'error',
      comment: 'The server runtime does not import the browser runtime (React, the API client).',
      from: { path: '^runtime-server/' },
      to: { path: '^runtime-web/' },
    },
    {
      name: 'web-runtime-not-server',
      severity: 'error',
      comment: 'The browser runtime does not import the server runtime (Express, knex, secrets).',
      from: { path: '^runtime-web/' },
      to: { path: '^runtime-server/' },
    },
    {
      name: 'site-not-generator',
      severity: 'error',
      comment: 'The site runs what the generator wrote (generated/), not the generator itself.',
      from: { path: '^site/' },
      to: { path: '^generator/' },
    },
    {
      name: 'generator-not-site',
      severity: 'error',
      comment: 'The generator writes generic code from entities/: it knows neither the site nor the browser runtime.',
      from: { path: '^generator/' },
      to: { path: '^(site|runtime-web)/' },
    },
    {
      name: 'entities-only-dsl',
      severity: 'error',
      comment: 'An entity is declarative: it imports the DSL (and other entities, for typed relations), nothing that runs.',
      from: { path: '^entities/' },
      to: { pathNot: ['^entities/', '^generator/dsl/', '^runtime-shared/'] },
    },
    {
      name: 'field-kinds-only-shared',
      severity: 'error',
      comment: 'A field kind (one folder per kind) depends only on runtime-shared and on its own folder of kinds; its web parts (.tsx) are the exception below.',
      from: { path: '^(kinds|fields)/', pathNot: '^kinds/.+\\.tsx$' },
      to: { pathNot: ['^(kinds|fields)/', '^runtime-shared/'] },
    },
    {
      name: 'field-kind-web-parts',
      severity: 'error',
      comment:
        "A kind's web part (kinds/<kind>/*.tsx) also builds on runtime-web's blocks (FieldShell, the filter controls); never on a module that reads the kinds' registry (no-circular says so).",
      from: { path: '^kinds/.+\\.tsx$' },
      to: { pathNot: ['^kinds/', '^runtime-shared/', '^runtime-web/'] },
    },
    {
      name: 'site-plain-kinds-only',
      severity: 'error',
      comment: "The public site uses a kind's plain part (kinds/<kind>/plain.tsx), never its admin part: the site's bundle must not carry the admin's inputs.",
      from: { path: '^site/', pathNot: '^site/admin/' },
      to: { path: '^kinds/', pathNot: ['^kinds/[^/]+/plain\\.tsx$', '^kinds/types/'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing: a typo, or a package missing from package.json.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Tests may import anything; data and builds are not code to check.
    exclude: { path: '^(node_modules|dist|data|tests|tmp|coverage|reports|\\.stryker-tmp)/' },
    doNotFollow: { path: 'node_modules' },
    // See `import type` too: TypeScript erases it, but a cycle of types is still a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

/**
 * The layering of the code (DESIGN.md, "Layout"), checked by `npm run deps` as part of `npm test`.
 *
 * Data flows one way: entities/ → generator/ → generated/ → (runtime-server | runtime-web) ← site/.
 * The runtimes are generic: they know no entity, no site and no generator. The site uses the
 * generated code and the runtimes, never the generator. A field kind (kinds/<kind>/) imports runtime-shared
 * and kinds/types, and each of its parts the one runtime it belongs to (rules kind-*).
 * Type-only imports count (`tsPreCompilationDeps`): a cycle of types is still a cycle.
 *
 * Read by scripts/check-layers.ts (dependency-cruiser 16 cannot parse TypeScript 6, 18 needs Node 22),
 * which supports the part of dependency-cruiser's format used here; `npx depcruise` can read it as is.
 * To see a rule bite, add `import '../../site/company';` to a runtime-server file and run `npm run deps`.
 */

/** The server parts of the field kinds (kinds/<kind>/server.ts), their interface and registry. */
const KIND_SERVER = '^kinds/([^/]+|types|registry)/server\\.ts$';
/** The web parts of the field kinds: web.tsx, the inputs it re-exports, their interface and registry. */
const KIND_WEB = '^kinds/(.*\\.tsx|(types|registry)/web\\.ts)$';

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
      name: 'domain-shop-not-careers',
      severity: 'error',
      comment: 'The site is cut by domain (docs/site-layout.md): the shop knows nothing of careers; what both need lives in the shell (site/ outside the domain folders).',
      from: { path: '^site/shop/' },
      to: { path: '^site/careers/' },
    },
    {
      name: 'domain-careers-not-shop',
      severity: 'error',
      comment: 'The site is cut by domain (docs/site-layout.md): careers knows nothing of the shop; what both need lives in the shell (site/ outside the domain folders).',
      from: { path: '^site/careers/' },
      to: { path: '^site/shop/' },
    },
    {
      name: 'domain-not-shell-assembly',
      severity: 'error',
      comment: 'The shell assembles the domains (server entry, routers, OpenAPI document, settings, seed, web routes, admin routes); a domain uses the shell\'s parts (head, format, components, render helpers) but never the assembly that imports it.',
      from: { path: '^site/(shop|careers)/' },
      to: { path: ['^site/(main|entry-server|routes)\\.tsx?$', '^site/server/(main|start|routers|openapi|settings)\\.ts$', '^site/server/seed/seed\\.ts$', '^site/admin/(AdminApp\\.tsx|nav\\.ts)$'] },
    },
    {
      name: 'domain-rules-pure',
      severity: 'error',
      comment: "A domain's rules/ are pure functions that run on the server and in the browser: they import only other rules and runtime-shared.",
      from: { path: '^site/(shop|careers)/rules/' },
      to: { pathNot: ['^site/(shop|careers)/rules/', '^runtime-shared/'] },
    },
    {
      name: 'site-writes-through-local-api',
      severity: 'error',
      comment: "site/ writes records only through the local API's operations (docs/local-api.md), its seed included: never with the code below them that writes an entity's table (crud/write, actions, trash, singleton) or stores a file without the upload checks (uploads/storage). Nor does it make the runtime's own tables, the first admin or the library's adopted rows itself: the runtime's start does (start/prepare-data.ts). The lint rule local/no-knex-writes keeps knex writes out of site/ too.",
      from: { path: '^site/' },
      to: { path: '^runtime-server/(crud/(write|actions|trash|singleton)|uploads/(storage|database-store|library-adopt)|auth/ensure-admin|search/index-table|db/search-indexes|drafts/tables|http/rate-limit-store)\\.ts$' },
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
      name: 'kinds-know-no-app',
      severity: 'error',
      comment: 'A field kind (kinds/<kind>/) is generic: it knows no generator, site, entity nor generated code; they use it.',
      from: { path: '^kinds/' },
      to: { path: '^(generator|site|entities|generated)/' },
    },
    {
      name: 'kind-emit-part-only-shared',
      severity: 'error',
      comment: 'The generator part of a kind (emit.ts) runs in the generator: it imports runtime-shared and kinds/types, no runtime.',
      from: { path: ['^kinds/[^/]+/emit\\.ts$', '^kinds/types/emit\\.ts$', '^kinds/registry/(emit|names|dsl)\\.ts$'] },
      to: { path: '^runtime-(server|web)/' },
    },
    {
      name: 'kind-server-part-not-web',
      severity: 'error',
      comment: 'The server part of a kind (server.ts) imports runtime-shared, kinds/types and generic runtime-server leaves, never the browser runtime.',
      from: { path: KIND_SERVER },
      to: { path: ['^runtime-web/', KIND_WEB] },
    },
    {
      name: 'kind-web-part-not-server',
      severity: 'error',
      comment: 'Only the server part of a kind (server.ts) may import runtime-server: the rest of a kind also runs in the browser or the generator.',
      from: { path: '^kinds/', pathNot: KIND_SERVER },
      to: { path: '^runtime-server/' },
    },
    {
      name: 'server-runtime-not-kind-web',
      severity: 'error',
      comment: 'The server runtime asks the server parts of the kinds (kinds/registry/server.ts), never their web parts (React, Quill).',
      from: { path: '^runtime-server/' },
      to: { path: [KIND_WEB] },
    },
    {
      name: 'web-runtime-not-kind-server',
      severity: 'error',
      comment: 'The browser runtime asks the web parts of the kinds (kinds/registry/web.ts), never their server parts (knex, bcrypt).',
      from: { path: '^runtime-web/' },
      to: { path: [KIND_SERVER] },
    },
    {
      name: 'generator-only-kind-emit',
      severity: 'error',
      comment: 'The generator (and runtime-shared, which names the kinds) use only the emit parts of the kinds and the registry of names.',
      from: { path: ['^generator/', '^runtime-shared/'] },
      to: { path: [KIND_SERVER, KIND_WEB] },
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
    // Tests may import anything (tests/, and a kind's own tests beside it); data and builds are not code to check.
    exclude: { path: '^(node_modules|dist|data|tests|tmp|coverage|reports|\\.stryker-tmp)/|\\.test\\.tsx?$' },
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

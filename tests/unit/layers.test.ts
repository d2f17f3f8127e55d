/**
 * `npm run deps` (scripts/check-layers.ts) applies the project's import rules (.dependency-cruiser.cjs):
 * here on a small project of its own, holding one of each thing the rules forbid and things they allow.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findings, importGraph, loadConfig } from '../../scripts/check-layers';
import { ROOT } from '../helpers/temp-project';

const FILES: Record<string, string> = {
  // A cycle made only of type imports: still a cycle.
  'runtime-server/crud/hooks.ts': "import type { Context } from '../http/context';\nexport interface Hook { context: Context }\n",
  'runtime-server/http/context.ts': "import type { Hook } from '../crud/hooks';\nexport interface Context { hooks: Hook[] }\n",
  // A runtime that knows the site, an entity and the generator.
  'runtime-server/app.ts': "import { company } from '../site/company';\nimport banner from '../entities/banner.entity';\nimport { text } from '../generator/dsl';\nexport const app = [company, banner, text];\n",
  'runtime-web/list.ts': "export { bannerApi } from '../generated/api';\n",
  // The site may use generated code and the runtimes, not the generator.
  'site/company.ts': "import { app } from '../runtime-server/app';\nimport { bannerApi } from '../generated/api';\nimport { entity } from '../generator/load';\nexport const company = [app, bannerApi, entity];\n",
  // The site's shell assembles the domains and lends them its parts; the shop and careers know neither each other nor
  // the assembly, and a domain's rules import only rules.
  'site/server/start.ts': "import { checkout } from '../shop/server/checkout';\nimport { apply } from '../careers/server/apply';\nexport const start = [checkout, apply];\n",
  'site/server/routers.ts': "export const routers = [];\n",
  'site/head.ts': "export const head = 1;\n",
  'site/shop/rules/price.ts': "import { head } from '../../head';\nexport const price = head;\n",
  'site/shop/web/cart.ts': "import { price } from '../rules/price';\nexport const cart = price;\n",
  'site/shop/server/checkout.ts': "import { price } from '../rules/price';\nimport { head } from '../../head';\nimport { person } from '../../careers/server/person';\nexport const checkout = [price, head, person];\n",
  'site/careers/server/person.ts': "export const person = 1;\n",
  'site/careers/server/apply.ts': "import { person } from './person';\nimport { cart } from '../../shop/web/cart';\nimport { routers } from '../../server/routers';\nexport const apply = [person, cart, routers];\n",
  // The site writes through the local API: not with the code below it, nor by storing files itself.
  'site/server/seed/util.ts': "import { createRecord } from '../../../runtime-server/crud/write';\nimport { storeFile } from '../../../runtime-server/uploads/storage';\nimport type { Stamps } from '../../../runtime-server/local-api/operations';\nexport const seed = [createRecord, storeFile];\nexport type S = Stamps;\n",
  'runtime-server/crud/write.ts': "export const createRecord = 1;\n",
  'runtime-server/uploads/storage.ts': "export const storeFile = 1;\n",
  'runtime-server/local-api/operations.ts': "export interface Stamps { created_at: string }\n",
  // Nor does it make the runtime's tables or the first admin: the runtime's start does (start/prepare-data.ts), which it may call.
  'site/server/data-steps.ts': "import { ensureAdmin } from '../../runtime-server/auth/ensure-admin';\nimport { ensureSearchTable } from '../../runtime-server/search/index-table';\nimport { prepareData } from '../../runtime-server/start/prepare-data';\nexport const start = [ensureAdmin, ensureSearchTable, prepareData];\n",
  'runtime-server/auth/ensure-admin.ts': "export const ensureAdmin = 1;\n",
  'runtime-server/search/index-table.ts': "export const ensureSearchTable = 1;\n",
  'runtime-server/start/prepare-data.ts': "export const prepareData = 1;\n",
  'generated/api.ts': "export const bannerApi = 1;\n",
  'generator/dsl/index.ts': "export const text = () => 1;\n",
  'generator/load.ts': "import { company } from '../site/company';\nexport const entity = company;\n",
  'entities/banner.entity.ts': "import { text } from '../generator/dsl';\nimport { app } from '../runtime-server/app';\nexport default { text, app };\n",
  'runtime-shared/meta.ts': "export const missing = import('./nowhere');\n",
  // Field kinds: each part imports the runtime it belongs to, and each runtime only its parts of the kinds.
  'kinds/money/emit.ts': "import { whole } from '../../runtime-server/crud/filter-values';\nexport const emit = whole;\n",
  'kinds/money/server.ts': "import { whole } from '../../runtime-server/crud/filter-values';\nimport { bannerApi } from '../../runtime-web/list';\nimport { text } from '../../generator/dsl';\nexport const server = [whole, bannerApi, text];\n",
  'kinds/money/web.tsx': "import { bannerApi } from '../../runtime-web/list';\nimport { app } from '../../runtime-server/app';\nexport const web = [bannerApi, app];\n",
  'runtime-server/crud/filter-values.ts': "export const whole = 1;\n",
  'runtime-server/crud/csv.ts': "import { server } from '../../kinds/money/server';\nimport { web } from '../../kinds/money/web';\nexport const csv = [server, web];\n",
  'runtime-web/form.ts': "import { web } from '../kinds/money/web';\nimport { server } from '../kinds/money/server';\nexport const form = [web, server];\n",
  'generator/kind-of.ts': "import { emit } from '../kinds/money/emit';\nimport { server } from '../kinds/money/server';\nexport const kinds = [emit, server];\n",
  'kinds/money/plain.tsx': "export const plain = 1;\n",
  'site/profile.tsx': "import { plain } from '../kinds/money/plain';\nimport { web } from '../kinds/money/web';\nexport const profile = [plain, web];\n",
};

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'layers-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the import rules', () => {
  it('name every forbidden import, each cycle once, and nothing allowed', () => {
    const found = findings(importGraph(root), loadConfig(path.join(ROOT, '.dependency-cruiser.cjs')));
    expect(found.map((f) => (f.cycle ? `${f.rule}: ${f.cycle.join(' → ')}` : `${f.rule}: ${f.from} → ${f.to}`)).sort()).toEqual([
      'domain-careers-not-shop: site/careers/server/apply.ts → site/shop/web/cart.ts',
      'domain-not-shell-assembly: site/careers/server/apply.ts → site/server/routers.ts',
      'domain-rules-pure: site/shop/rules/price.ts → site/head.ts',
      'domain-shop-not-careers: site/shop/server/checkout.ts → site/careers/server/person.ts',
      'entities-only-dsl: entities/banner.entity.ts → runtime-server/app.ts',
      'generator-not-site: generator/load.ts → site/company.ts',
      'generator-only-kind-emit: generator/kind-of.ts → kinds/money/server.ts',
      'kind-emit-part-only-shared: kinds/money/emit.ts → runtime-server/crud/filter-values.ts',
      'kind-server-part-not-web: kinds/money/server.ts → runtime-web/list.ts',
      'kind-web-part-not-server: kinds/money/emit.ts → runtime-server/crud/filter-values.ts',
      'kind-web-part-not-server: kinds/money/web.tsx → runtime-server/app.ts',
      'kinds-know-no-app: kinds/money/server.ts → generator/dsl/index.ts',
      'no-circular: entities/banner.entity.ts → runtime-server/app.ts',
      'no-circular: runtime-server/crud/hooks.ts → runtime-server/http/context.ts',
      'not-to-unresolvable: runtime-shared/meta.ts → ./nowhere',
      'runtime-knows-no-entity: runtime-server/app.ts → entities/banner.entity.ts',
      'runtime-knows-no-entity: runtime-web/list.ts → generated/api.ts',
      'runtime-knows-no-generator: runtime-server/app.ts → generator/dsl/index.ts',
      'runtime-knows-no-site: runtime-server/app.ts → site/company.ts',
      'server-runtime-not-kind-web: runtime-server/crud/csv.ts → kinds/money/web.tsx',
      'site-not-generator: site/company.ts → generator/load.ts',
      'site-plain-kinds-only: site/profile.tsx → kinds/money/web.tsx',
      'site-writes-through-local-api: site/server/data-steps.ts → runtime-server/auth/ensure-admin.ts',
      'site-writes-through-local-api: site/server/data-steps.ts → runtime-server/search/index-table.ts',
      'site-writes-through-local-api: site/server/seed/util.ts → runtime-server/crud/write.ts',
      'site-writes-through-local-api: site/server/seed/util.ts → runtime-server/uploads/storage.ts',
      'web-runtime-not-kind-server: runtime-web/form.ts → kinds/money/server.ts',
    ]);
  });
});

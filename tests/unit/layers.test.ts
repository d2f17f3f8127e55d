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
  'generated/api.ts': "export const bannerApi = 1;\n",
  'generator/dsl/index.ts': "export const text = () => 1;\n",
  'generator/load.ts': "import { company } from '../site/company';\nexport const entity = company;\n",
  'entities/banner.entity.ts': "import { text } from '../generator/dsl';\nimport { app } from '../runtime-server/app';\nexport default { text, app };\n",
  'runtime-shared/meta.ts': "export const missing = import('./nowhere');\n",
  // A kind's web part builds on runtime-web; its other parts do not. The site takes only a kind's plain part.
  'runtime-web/shell.tsx': "export const Shell = 1;\n",
  'kinds/money/web.tsx': "import { Shell } from '../../runtime-web/shell';\nexport const web = Shell;\n",
  'kinds/money/emit.ts': "import { Shell } from '../../runtime-web/shell';\nexport const emit = Shell;\n",
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
      'entities-only-dsl: entities/banner.entity.ts → runtime-server/app.ts',
      'field-kinds-only-shared: kinds/money/emit.ts → runtime-web/shell.tsx',
      'generator-not-site: generator/load.ts → site/company.ts',
      'no-circular: entities/banner.entity.ts → runtime-server/app.ts',
      'no-circular: runtime-server/crud/hooks.ts → runtime-server/http/context.ts',
      'not-to-unresolvable: runtime-shared/meta.ts → ./nowhere',
      'runtime-knows-no-entity: runtime-server/app.ts → entities/banner.entity.ts',
      'runtime-knows-no-entity: runtime-web/list.ts → generated/api.ts',
      'runtime-knows-no-generator: runtime-server/app.ts → generator/dsl/index.ts',
      'runtime-knows-no-site: runtime-server/app.ts → site/company.ts',
      'site-not-generator: site/company.ts → generator/load.ts',
      'site-plain-kinds-only: site/profile.tsx → kinds/money/web.tsx',
    ]);
  });
});

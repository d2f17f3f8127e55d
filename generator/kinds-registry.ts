/**
 * The field-kind registries, `kinds/registry/{names,emit,dsl,server,web}.ts`, written from the folders of
 * kinds/: one folder per kind (kebab-case, e.g. `rich-text`), keyed in the registries by the kind's
 * camelCase name, which is the `kind` of its fields (`richText`). So adding a kind is adding a folder.
 *
 * This module reads only folder listings and imports nothing of the kinds: the generator runs it
 * before it loads the emit registry (generator/cli.ts), so that a new folder is picked up by the very
 * run that writes its registry line.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { camelCase } from './names';

/** Folders of kinds/ that are no kind: the part interfaces and the registries themselves. */
const NOT_KINDS = new Set(['types', 'registry']);

export const REGISTRY_HEADER = '// Written by npm run generate from the folders in kinds/: do not edit.';

interface KindFolder {
  folder: string;
  camel: string;
  web: boolean;
  /** The DSL builders its emit.ts exports: its exported functions and constants named in lower camelCase but `emit`. */
  builders: string[];
}

/** Read as text, not imported: this module must not load the kinds (see above). */
function buildersOf(file: string): string[] {
  const names = [...readFileSync(file, 'utf8').matchAll(/^export (?:const|function) ([a-z][A-Za-z0-9]*)/gm)].map((m) => m[1]!);
  return names.filter((name) => name !== 'emit');
}

/** The kinds found in `<root>/kinds`: every folder with an `emit.ts`, sorted by folder name. */
export function kindFolders(root: string): KindFolder[] {
  const dir = path.join(root, 'kinds');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_KINDS.has(entry.name) && existsSync(path.join(dir, entry.name, 'emit.ts')))
    .map((entry) => entry.name)
    .sort()
    .map((folder) => ({
      folder,
      camel: camelCase(folder),
      web: existsSync(path.join(dir, folder, 'web.tsx')),
      builders: buildersOf(path.join(dir, folder, 'emit.ts')),
    }));
}

function registry(kinds: KindFolder[], part: 'emit' | 'server' | 'web', exported: string, typeImports: string[], satisfies: string): string {
  const imports = kinds.map((k) => `import { ${part} as ${k.camel}${part[0]!.toUpperCase()}${part.slice(1)} } from '../${k.folder}/${part}';`);
  const entries = kinds.map((k) => `  ${k.camel}: ${k.camel}${part[0]!.toUpperCase()}${part.slice(1)},`);
  return [REGISTRY_HEADER, ...typeImports, ...imports, '', `export const ${exported} = {`, ...entries, `} satisfies ${satisfies};`, ''].join('\n');
}

/**
 * The registry files by path (relative to the root). `web.ts` lists the kinds that have a web part
 * (`web.tsx`), and is written only once some kind has one; its `satisfies` then names every kind
 * still without one.
 */
export function kindRegistryFiles(root: string): Map<string, string> {
  const kinds = kindFolders(root);
  const files = new Map<string, string>();
  files.set(
    'kinds/registry/names.ts',
    [REGISTRY_HEADER, '', '/** Every field kind: the `kind` of a field, one per folder of kinds/. */', 'export type FieldKind =', ...kinds.map((k, i) => `  | '${k.camel}'${i === kinds.length - 1 ? ';' : ''}`), ''].join('\n'),
  );
  files.set(
    'kinds/registry/emit.ts',
    registry(kinds, 'emit', 'emitKinds', ["import type { FieldKindEmitter } from '../types/emit';", "import type { FieldKind } from './names';"], '{ [K in FieldKind]: FieldKindEmitter<{ kind: K }> }'),
  );
  files.set(
    'kinds/registry/dsl.ts',
    [
      REGISTRY_HEADER,
      '// The DSL builders of every kind, which generator/dsl re-exports to entity files.',
      ...kinds.filter((k) => k.builders.length > 0).map((k) => `export { ${k.builders.join(', ')} } from '../${k.folder}/emit';`),
      '',
    ].join('\n'),
  );
  files.set(
    'kinds/registry/server.ts',
    registry(kinds, 'server', 'serverKinds', ["import type { ServerKind } from '../types/server';", "import type { FieldKind } from './names';"], 'Record<FieldKind, ServerKind>'),
  );
  const withWeb = kinds.filter((k) => k.web);
  if (withWeb.length > 0) {
    files.set(
      'kinds/registry/web.ts',
      registry(withWeb, 'web', 'webKinds', ["import type { WebKind } from '../types/web';", "import type { FieldKind } from './names';"], 'Record<FieldKind, WebKind>'),
    );
  }
  return files;
}

/** Loads `entities/*.entity.ts` by importing them (the generator runs under tsx). */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyEntity } from './dsl';
import { DefinitionError } from './errors';

export interface LoadedEntity {
  /** Path relative to the project root, e.g. `entities/banner.entity.ts`. */
  source: string;
  definition: AnyEntity;
}

/**
 * How a module is imported: `import()` by default. Modules are cached per process, so a changed entity
 * needs a new process (`npm run generate` is one), or an importer with a module cache of its own (the
 * tests run the generator in their process this way: tests/helpers/generate.ts).
 */
export type ImportModule = (url: string) => Promise<unknown>;
const nativeImport: ImportModule = (url) => import(url);

export async function loadEntities(root: string, folder = 'entities', importModule: ImportModule = nativeImport): Promise<LoadedEntity[]> {
  const dir = path.join(root, folder);
  const files = readdirSync(dir).filter((f) => f.endsWith('.entity.ts')).sort();
  const loaded: LoadedEntity[] = [];
  for (const file of files) {
    const source = path.posix.join(folder, file);
    const module = (await importModule(pathToFileURL(path.join(dir, file)).href)) as { default?: AnyEntity };
    if (!module.default || typeof module.default !== 'object' || !module.default.fields) {
      throw new DefinitionError(source, undefined, 'must `export default defineEntity({...})`');
    }
    loaded.push({ source, definition: module.default });
  }
  return loaded;
}

/** The file that lists entities deleted on purpose: `export default ['old_entity']`. */
export const REMOVED_FILE = 'entities/removed.ts';

/** The names in entities/removed.ts (none when the file does not exist): their tables may be dropped. */
export async function loadRemovedEntities(root: string, importModule: ImportModule = nativeImport): Promise<string[]> {
  const file = path.join(root, REMOVED_FILE);
  if (!existsSync(file)) return [];
  const module = (await importModule(pathToFileURL(file).href)) as { default?: unknown };
  const names = module.default;
  if (!Array.isArray(names) || !names.every((n) => typeof n === 'string')) {
    throw new DefinitionError(REMOVED_FILE, undefined, "must `export default ['entity_name', ...]`: the names of entities deleted on purpose");
  }
  return names;
}

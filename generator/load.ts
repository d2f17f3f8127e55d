/** Loads `entities/*.entity.ts` by importing them (the generator runs under tsx). */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyEntity } from './dsl';
import { DefinitionError } from './errors';

export interface LoadedEntity {
  /** Path relative to the project root, e.g. `entities/banner.entity.ts`. */
  source: string;
  definition: AnyEntity;
}

export async function loadEntities(root: string, folder = 'entities'): Promise<LoadedEntity[]> {
  const dir = path.join(root, folder);
  const files = readdirSync(dir).filter((f) => f.endsWith('.entity.ts')).sort();
  const loaded: LoadedEntity[] = [];
  for (const file of files) {
    const source = path.posix.join(folder, file);
    // Modules are cached per process: a changed entity file needs a new process (as `npm run generate` is).
    const module = (await import(pathToFileURL(path.join(dir, file)).href)) as { default?: AnyEntity };
    if (!module.default || typeof module.default !== 'object' || !module.default.fields) {
      throw new DefinitionError(source, undefined, 'must `export default defineEntity({...})`');
    }
    loaded.push({ source, definition: module.default });
  }
  return loaded;
}

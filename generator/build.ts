/**
 * buildArtifacts(): the whole output of the generator as a map from path to
 * text, computed without touching the disk. `write.ts` writes it; `check.ts`
 * compares it with the disk.
 */
import { emitAdminRoutes } from './emit/admin-routes';
import { emitApiClient, emitApiIndex } from './emit/api-client';
import { emitMigration, emitMigrationIndex } from './emit/migration';
import { emitOpenApi } from './emit/openapi';
import { emitInlineForms } from './emit/inline-forms';
import { emitLocalApi } from './emit/local-api';
import { emitDetailsPage, emitFormFields, emitFormPage, emitListPage } from './emit/pages';
import { emitRouter, emitServerIndex } from './emit/router';
import { emitSchema } from './emit/schema';
import { emitSchemaIndex } from './emit/schema-index';
import { emitSerializers } from './emit/serializers';
import { emitStatements } from './emit/statements';
import { formatSource } from './format';
import type { SanitizedEntity } from './model';
import { describeChanges, diffSchema } from './diff';
import { snapshotOf, type Snapshot } from './snapshot';
import { accessModel } from './review/permissions';
import { PERMISSIONS_PATH } from './review/review';

export const SNAPSHOT_PATH = 'generated/migrations/schema-snapshot.json';

export interface PreviousState {
  snapshot: Snapshot;
  /** Names of the migrations already written (without `.ts`), in order. */
  migrations: string[];
  /** Entities deleted on purpose (entities/removed.ts): their tables may be dropped. */
  removedEntities?: readonly string[];
}

export interface Artifacts {
  files: Map<string, string>;
  /** The migration this run adds, if the entities changed since the last one. */
  newMigration?: string;
}

export function buildArtifacts(entities: SanitizedEntity[], previous: PreviousState): Artifacts {
  // The schema diff first: a refused change stops here, before any work and with nothing written.
  const snapshot = snapshotOf(entities);
  const changes = diffSchema(previous.snapshot, entities, previous.removedEntities);
  const files = new Map<string, string>();
  const add = (path: string, text: string) => files.set(path, formatSource(path, text));
  for (const e of entities) {
    add(`generated/schemas/${e.name}.schema.ts`, emitSchema(e));
    add(`generated/server/${e.name}.router.ts`, emitRouter(e));
    if (!e.singleton) add(`generated/server/statements/${e.name}.ts`, emitStatements(e));
    add(`generated/api/${e.name}.api.ts`, emitApiClient(e, entities));
    if (!e.singleton) add(`generated/web/${e.name}/${e.pascal}ListPage.tsx`, emitListPage(e));
    if (e.admin.add || e.admin.edit) {
      add(`generated/web/${e.name}/${e.pascal}Fields.tsx`, emitFormFields(e));
      add(`generated/web/${e.name}/${e.pascal}FormPage.tsx`, emitFormPage(e));
    }
    if (e.admin.details || e.singleton) add(`generated/web/${e.name}/${e.pascal}DetailsPage.tsx`, emitDetailsPage(e));
  }
  add('generated/schemas/index.ts', emitSchemaIndex(entities));
  add('generated/server/index.ts', emitServerIndex(entities));
  add('generated/server/local-api.ts', emitLocalApi(entities));
  add('generated/server/serializers.ts', emitSerializers(entities));
  add('generated/web/admin-routes.tsx', emitAdminRoutes(entities));
  add('generated/web/inline-forms.ts', emitInlineForms(entities));
  add('generated/openapi.json', emitOpenApi(entities));
  add('generated/api/index.ts', emitApiIndex(entities));
  // Who may do what, kept so that the next run can say what changed (review/permissions.ts).
  files.set(PERMISSIONS_PATH, `${JSON.stringify(accessModel(entities), null, 2)}\n`);

  const migrations = [...previous.migrations];
  let newMigration: string | undefined;
  if (changes.length > 0) {
    const number = String(migrations.length + 1).padStart(4, '0');
    newMigration = `${number}_${describeChanges(changes)}`;
    migrations.push(newMigration);
    add(`generated/migrations/${newMigration}.ts`, emitMigration(changes));
  }
  add('generated/migrations/index.ts', emitMigrationIndex(migrations));
  files.set(SNAPSHOT_PATH, `${JSON.stringify(snapshot, null, 2)}\n`);
  return { files, ...(newMigration ? { newMigration } : {}) };
}

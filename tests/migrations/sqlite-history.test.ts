/**
 * The scripted entity history on a real SQLite file (foreign keys on, as
 * `npm start` connects): every step's migration keeps every row and file.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectDatabase } from '../../runtime-server/db/connect';
import { makeTempProject, type TempProject } from '../helpers/temp-project';
import { STEPS } from './entity-history';
import { runHistory } from './run-history';

let project: TempProject;
beforeAll(() => {
  project = makeTempProject();
});
afterAll(() => {
  project.remove();
});

describe('schema evolution on SQLite', () => {
  it(`applies ${STEPS.length} entity changes to a database holding data, losing nothing, then rolls them all back`, async () => {
    const db = connectDatabase({ url: path.join(project.root, 'data/history.sqlite') });
    try {
      await runHistory(project.root, db);
    } finally {
      await db.destroy();
    }
  }, 180_000);
});

/**
 * The change review as the generator's run uses it: reads the committed documents and changelog,
 * reviews the new artifacts against them, and adds the changelog to the artifacts.
 */
import type { Artifacts } from '../build';
import { readText } from '../disk';
import type { LoadedEntity } from '../load';
import { CHANGELOG_PATH } from './changelog';
import { OPENAPI_PATH, PERMISSIONS_PATH, reviewChanges, type Review } from './review';

export { reportLines } from './review';

export function reviewArtifacts(root: string, loaded: readonly LoadedEntity[], artifacts: Artifacts): Review {
  const review = reviewChanges({
    before: { openapi: readText(root, OPENAPI_PATH), permissions: readText(root, PERMISSIONS_PATH), changelog: readText(root, CHANGELOG_PATH) },
    after: { openapi: artifacts.files.get(OPENAPI_PATH)!, permissions: artifacts.files.get(PERMISSIONS_PATH)! },
    declarations: loaded.map((l) => ({ source: l.source, keys: l.definition.breaking ?? [] })),
  });
  artifacts.files.set(CHANGELOG_PATH, review.changelog);
  return review;
}

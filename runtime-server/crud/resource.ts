import type { Router } from 'express';
import type { EntityMeta } from '../../runtime-shared/meta';

/** A generated API: its meta and its router, mounted at /api/<meta.name>. */
export interface Resource {
  meta: EntityMeta;
  router: Router;
}

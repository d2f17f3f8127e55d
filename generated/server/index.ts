// Generated from entities/*.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { Resource } from '../../runtime-server/crud/resource';
import { bannerRouter } from './banner.router';
import { bannerMeta } from '../schemas/banner.schema';
import { serviceRouter } from './service.router';
import { serviceMeta } from '../schemas/service.schema';
import { userRouter } from './user.router';
import { userMeta } from '../schemas/user.schema';

/** Every generated API, mounted by the app at /api/<meta.name>. */
export const resources: Resource[] = [
  { meta: bannerMeta, router: bannerRouter },
  { meta: serviceMeta, router: serviceRouter },
  { meta: userMeta, router: userRouter },
];

/** Emits `generated/web/admin-routes.tsx`: every generated admin route and navigation entry. */
import type { SanitizedEntity } from '../model';
import { quote, tsLiteral } from '../names';
import { fromGenerated, header } from './header';

function routes(e: SanitizedEntity): string[] {
  const page = (kind: string) => `lazy(() => import('./${e.name}/${e.pascal}${kind}Page'))`;
  const row = (path: string, operation: string, kind: string) =>
    `  { path: ${quote(path)}, entity: ${quote(e.name)}, operation: ${quote(operation)}, Page: ${page(kind)} },`;
  return [
    row(e.admin.list, 'read', 'List'),
    row(e.admin.add, 'create', 'Form'),
    row(`${e.admin.edit}/:id`, 'update', 'Form'),
    row(`${e.admin.details}/:id`, 'read', 'Details'),
  ];
}

export function emitAdminRoutes(entities: SanitizedEntity[]): string {
  const nav = entities.flatMap((e) =>
    e.nav === false
      ? []
      : [`  ${tsLiteral({ path: e.admin.list, label: e.nav.label, order: e.nav.order, entity: e.name, query: e.nav.query, related: e.nav.related })},`],
  );
  return `${header('entities/*.entity.ts')}import { lazy } from 'react';
import type { AdminRoute, NavEntry } from '${fromGenerated(1, 'runtime-web/admin/types')}';

export const generatedRoutes: AdminRoute[] = [
${entities.flatMap(routes).join('\n')}
];

export const generatedNav: NavEntry[] = [
${nav.join('\n')}
];
`;
}

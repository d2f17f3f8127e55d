/** Emits `generated/web/admin-routes.tsx`: every generated admin route and navigation entry. */
import type { NavSpec, SanitizedEntity } from '../model';
import { quote, tsLiteral } from '../names';
import { fromGenerated, header } from './header';

function row(e: SanitizedEntity, path: string, operation: string, file: string, exportName?: string): string {
  const load = exportName ? `import('./${e.name}/${file}').then((m) => ({ default: m.${exportName} }))` : `import('./${e.name}/${file}')`;
  return `  { path: ${quote(path)}, entity: ${quote(e.name)}, operation: ${quote(operation)}, Page: lazy(() => ${load}) },`;
}

function routes(e: SanitizedEntity): string[] {
  const { admin, pascal } = e;
  if (e.singleton) {
    return [
      row(e, admin.list, 'read', `${pascal}DetailsPage`),
      ...(admin.edit ? [row(e, admin.edit, 'update', `${pascal}FormPage`)] : []),
    ];
  }
  return [
    row(e, admin.list, 'read', `${pascal}ListPage`),
    ...e.views.map((v) => row(e, v.path, 'read', `${pascal}ListPage`, v.pascal)),
    ...(e.softDelete ? [row(e, `${admin.list}/trash`, 'read', `${pascal}ListPage`, `${pascal}TrashPage`)] : []),
    ...(admin.add ? [row(e, admin.add, 'create', `${pascal}FormPage`)] : []),
    ...(admin.edit ? [row(e, `${admin.edit}/:id`, 'update', `${pascal}FormPage`)] : []),
    ...(admin.details ? [row(e, `${admin.details}/:id`, 'read', `${pascal}DetailsPage`)] : []),
  ];
}

function navEntry(e: SanitizedEntity, path: string, nav: NavSpec): string {
  return `  ${tsLiteral({ path, label: nav.label, labels: nav.labels, order: nav.order, entity: e.name, query: nav.query, related: nav.related })},`;
}

export function emitAdminRoutes(entities: SanitizedEntity[]): string {
  const nav = entities.flatMap((e) => [
    ...(e.nav === false ? [] : [navEntry(e, e.admin.list, e.nav)]),
    ...e.views.flatMap((v) => (v.nav === false ? [] : [navEntry(e, v.path.split('/')[0]!, v.nav)])),
  ]);
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

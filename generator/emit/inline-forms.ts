/** Emits `generated/web/inline-forms.ts`: the entities a relation select may create in a dialog. */
import type { SanitizedEntity } from '../model';
import { quote } from '../names';
import { fromGenerated, header } from './header';
import { hasInlineForm } from './pages';

/** The entities some relation or many-to-many field points at. */
function relationTargets(entities: SanitizedEntity[]): Set<string> {
  return new Set(entities.flatMap((e) => e.fields.flatMap((f) => [f.meta.relation?.entity, f.meta.manyToMany?.entity]).filter((name) => name !== undefined)));
}

export function emitInlineForms(entities: SanitizedEntity[]): string {
  const targets = relationTargets(entities);
  const rows = entities
    .filter((e) => targets.has(e.name) && hasInlineForm(e))
    .map((e) => `  ${quote(e.name)}: { label: ${quote(e.label)}, load: () => import('./${e.name}/${e.pascal}Fields').then((m) => m.${e.camel}InlineForm) },`);
  return `${header('entities/*.entity.ts')}import type { InlineForms } from '${fromGenerated(1, 'runtime-web/form/inline/inline-forms')}';

/**
 * The relation targets that have an add screen: their select offers "Create …"
 * to users granted create on them (runtime-web/form/inline). Each form loads on first use.
 */
export const inlineForms: InlineForms = {
${rows.join('\n')}
};
`;
}

/**
 * axe-core on an open page, for the browser tests' accessibility checks, made as cheap as the check allows
 * without changing its outcome (measured on four public pages, alternated: 3.4 s an analysis → 1.4 s):
 *
 * - **In the page (`setLegacyMode`), when it has no frame.** By default @axe-core/playwright runs axe in each
 *   frame, then opens a blank page in the context, loads axe-core (550 KB) into it a second time and merges
 *   the frames' results there. On a page without frames the page's own `axe.run` does the same work on the
 *   one document; a page with frames keeps the default (merged in the page, frames' results differ).
 * - **Only rules that can find a serious or critical violation (`severeViolations`).** Every axe-core rule
 *   carries an impact, and its violations have exactly that impact; a rule whose impact is minor or moderate
 *   (`region`, `landmark-*`, `heading-order`, …: 32 in axe-core 4.13) cannot change a check that keeps only
 *   serious and critical ones, so it is not run. The list is read at run time from the rule table of the
 *   axe-core AxeBuilder injects, so an upgrade that raises a rule's impact runs that rule.
 * - **Violations only (`resultTypes`).** The checks read violations alone; axe still runs every rule, but
 *   keeps one node of the other outcomes instead of naming each (15 analyses of five public pages, alternated
 *   with and without: 14.0 → 11.1 s).
 */
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The axe-core that AxeBuilder loads into pages (its own dependency, which may differ from the project's `axe-core`). */
const injected = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { _audit?: { rules: { id: string; impact?: string }[] } };

const SEVERE = new Set(['serious', 'critical']);

/** Rules whose violations can be minor or moderate only. Throws if axe-core's rule table has a rule without an impact. */
function mildRules(): string[] {
  const rules = injected._audit?.rules;
  if (!rules?.length) throw new Error("axe-core's rule table (axe._audit.rules) is missing: read the rules' impacts another way");
  const unrated = rules.filter((r) => !r.impact).map((r) => r.id);
  if (unrated.length) throw new Error(`axe-core rules without an impact (their violations' impact depends on the node): ${unrated.join(', ')}`);
  return rules.filter((r) => !SEVERE.has(r.impact!)).map((r) => r.id);
}

/** axe-core's results for the page (or the part `include` selects). */
async function analyze(page: Page, { include, severeOnly }: { include?: string; severeOnly: boolean }) {
  // With frames, results merged in the page differ from the default's (landmark-unique, seen in axe-helper.test.ts).
  // Only the violations in full: passes and the rest are cut to one node each, so axe works out no CSS selector
  // for every node that passed (its own advice for speed). Set before disableRules, which adds to these options.
  let builder = new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  if (severeOnly) builder = builder.disableRules(mildRules());
  return builder.analyze();
}

/** The serious and critical violations on the page (or in `include`): `rule: selectors`, empty when none. */
export async function severeViolations(page: Page, include?: string): Promise<string[]> {
  const { violations } = await analyze(page, { severeOnly: true, ...(include ? { include } : {}) });
  return violations.filter((v) => SEVERE.has(v.impact ?? '')).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The ids of every rule the page violates, whatever the impact. */
export async function allViolations(page: Page): Promise<string[]> {
  return (await analyze(page, { severeOnly: false })).violations.map((v) => v.id);
}

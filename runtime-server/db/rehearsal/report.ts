/** The rehearsal as `npm run migrate -- --rehearse` prints it (docs/change-safety.md shows an example). */
import type { Rehearsal } from './rehearse';

export function rehearsalLines(r: Rehearsal): string[] {
  const lines = [`Rehearsal on a copy of the database (${r.copy}); the database itself is not changed.`];
  if (r.steps.length === 0) return [...lines, 'Nothing to rehearse: no migration is pending.'];
  for (const s of r.steps) {
    lines.push(s.error ? `  ${s.name}: FAILS after ${s.ms} ms: ${s.error}` : `  ${s.name}: applied in ${s.ms} ms`);
    if (s.statement) lines.push(`    statement: ${s.statement}`);
    for (const f of s.findings) lines.push(`    ${f.severity === 'problem' ? 'PROBLEM: ' : ''}${f.text}`);
  }
  for (const name of r.notRun) lines.push(`  ${name}: not tried (an earlier migration fails)`);
  if (r.rollback.length) {
    lines.push('Rollback, on the copy:');
    for (const b of r.rollback) lines.push(b.error ? `  ${b.name}: FAILS after ${b.ms} ms: ${b.error}` : `  ${b.name}: rolled back in ${b.ms} ms`);
    for (const d of r.rollbackLeaves) lines.push(`  after the rollback, ${d}`);
  }
  lines.push(r.ok ? 'The pending migrations apply and roll back cleanly.' : 'The rehearsal found problems: fix them before `npm run migrate`.');
  return lines;
}

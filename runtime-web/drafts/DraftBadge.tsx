import { STATE_LABELS, type DraftState } from './draft-api';

/** "Published", "Draft" or "Changed since published", as a pill. */
export function DraftBadge({ state }: { state: DraftState | undefined }) {
  if (!state) return <span className="muted">…</span>;
  return <span className={`status-pill draft-state-${state}`}>{STATE_LABELS[state]}</span>;
}

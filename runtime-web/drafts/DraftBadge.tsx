import { useT } from '../i18n/use-t';
import type { DraftState } from './draft-api';

/** "Published", "Draft" or "Changed since published", as a pill. */
export function DraftBadge({ state }: { state: DraftState | undefined }) {
  const t = useT();
  if (!state) return <span className="muted">…</span>;
  return <span className={`status-pill draft-state-${state}`}>{t(`drafts.state.${state}`)}</span>;
}

/**
 * The sheet as the screen shows it: the loaded one, or, when this reviewer's
 * last save is newer, the loaded one with that save's answer (marks, totals,
 * version) applied, so the next save is based on the version it made without
 * reading the sheet again. A later load (Reload, an action) is newer and wins.
 */
import type { AnswerSheet, ReviewedSheet } from './types';

export function withSaved(loaded: AnswerSheet, saved: ReviewedSheet | undefined): AnswerSheet {
  if (!saved || saved.id !== loaded.id || Date.parse(saved.updated_at) <= Date.parse(loaded.updated_at)) return loaded;
  const { review_marks: review, auto, score, max, reviewed, passed, updated_at } = saved;
  return {
    ...loaded,
    auto,
    score,
    max,
    reviewed,
    passed,
    updated_at,
    questions: loaded.questions.map((q) => ({ ...q, review: review[String(q.id)] ?? q.review })),
  };
}

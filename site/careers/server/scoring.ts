/**
 * Marking an exam, on the server only (pure functions, no I/O).
 *
 * - Single choice: the marks when exactly the one correct option is chosen, else 0.
 * - Multiple choice, partial credit: each correct option chosen earns its
 *   share of the marks (marks / number of correct options), each wrong option
 *   chosen takes one share away, never below 0. Choosing every option
 *   therefore earns nothing for a question with as many wrong as right options,
 *   and guessing does not pay. Rounded to 2 decimals.
 * - Short text with an exact answer (`exact`): the marks when the answer equals
 *   one of the correct answers after `comparable` (case, spaces at either end
 *   and runs of spaces inside ignored: " Group   BY " is "group by", but
 *   "groupby" and "group-by" are not), else 0.
 * - Other short text (free text): waits for a reviewer (null), except a blank answer, which is 0.
 *
 * An exam is passed when every answer is marked and the score reaches the pass
 * mark (a percentage of the marks available).
 */
export type QuestionKind = 'single_choice' | 'multiple_choice' | 'short_text';

export interface MarkedQuestion {
  id: number;
  kind: QuestionKind;
  correct: readonly string[];
  marks: number;
  /** A short-text question marked automatically against `correct`. @default false */
  exact?: boolean;
}

/** Question id (as a string) → what the applicant gave. */
export type GivenAnswers = Readonly<Record<string, readonly string[]>>;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A short answer as it is compared: Unicode-normalised (NFKC), trimmed, inner spaces collapsed, lower case. */
export const comparable = (answer: string): string => answer.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** The automatic marks of one answer, or null when a reviewer must mark it. */
export function autoMarks(q: MarkedQuestion, given: readonly string[] = []): number | null {
  const chosen = [...new Set(given.map((g) => g.trim()).filter(Boolean))];
  if (q.kind === 'short_text') {
    if (!chosen.length) return 0;
    if (!q.exact) return null;
    const accepted = q.correct.map(comparable);
    return accepted.includes(comparable(chosen[0]!)) ? q.marks : 0;
  }
  if (q.kind === 'single_choice') return chosen.length === 1 && q.correct.includes(chosen[0]!) ? q.marks : 0;
  if (q.correct.length === 0) return 0;
  const right = chosen.filter((c) => q.correct.includes(c)).length;
  const wrong = chosen.length - right;
  return round2((q.marks * Math.max(0, right - wrong)) / q.correct.length);
}

export interface SheetTotals {
  /** Marks of the automatically marked answers. */
  auto: number;
  /** auto plus the reviewer's marks given so far. */
  score: number;
  max: number;
  /** No answer waits for a reviewer. */
  reviewed: boolean;
  passed: boolean;
}

/** The totals of a sheet; `review` holds the reviewer's marks by question id. */
export function sheetTotals(questions: readonly MarkedQuestion[], given: GivenAnswers, review: Readonly<Record<string, number>>, passMark: number): SheetTotals {
  let auto = 0;
  let reviewedMarks = 0;
  let waiting = false;
  for (const q of questions) {
    const marks = autoMarks(q, given[String(q.id)]);
    if (marks !== null) auto += marks;
    else if (typeof review[String(q.id)] === 'number') reviewedMarks += review[String(q.id)]!;
    else waiting = true;
  }
  const max = questions.reduce((sum, q) => sum + q.marks, 0);
  const score = round2(auto + reviewedMarks);
  return { auto: round2(auto), score, max, reviewed: !waiting, passed: !waiting && max > 0 && (100 * score) / max >= passMark };
}

/** The answer sheet as GET /api/careers/answer-sheets/:id answers it (site/careers/server/answer-sheets.ts). */
export interface SheetQuestion {
  id: number;
  kind: 'single_choice' | 'multiple_choice' | 'short_text';
  question: string;
  options: string[];
  correct: string[];
  /** A short-text question marked automatically against `correct`. */
  exact: boolean;
  marks: number;
  given: string[];
  /** Automatic marks; null for a free-text answer (a reviewer marks it) or before submission. */
  auto: number | null;
  review: number | null;
}

export interface AnswerSheet {
  id: number;
  applicant: { id: number; name: string; email: string; status: string; job_title: string };
  exam: { id: number; title: string; pass_mark: number };
  started_at: string;
  submitted_at: string | null;
  /** When the result was published to the applicant; marks are fixed from then on. */
  published_at: string | null;
  /** The version of the sheet: marks are saved with it as `If-Match`. */
  updated_at: string;
  questions: SheetQuestion[];
  auto: number;
  score: number;
  max: number;
  reviewed: boolean;
  passed: boolean;
}

/** What PUT /api/careers/answer-sheets/:id/marks answers: every reviewer mark, the new totals and version. */
export interface ReviewedSheet {
  id: number;
  /** Question id → marks. */
  review_marks: Record<string, number>;
  auto: number;
  score: number;
  max: number;
  reviewed: boolean;
  passed: boolean;
  updated_at: string;
}

/** Marks typed but not saved yet, with the stored marks they were typed over (to notice a change by someone else). */
export interface MarksEdit {
  value: string;
  base: number | null;
}

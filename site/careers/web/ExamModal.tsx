/**
 * The exam modal (spec: it cannot be dismissed by clicking outside; overlay
 * stacking 9999). The overlay has no click or Escape handler at all: the
 * only ways out are submitting, or the time running out.
 */
import type { ReactNode } from 'react';

export function ExamModal({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="exam-overlay" data-testid="exam-overlay" style={{ zIndex: 9999 }}>
      <div className="exam-modal" role="dialog" aria-modal="true" aria-labelledby="exam-title">
        <h2 id="exam-title">{title}</h2>
        {children}
      </div>
    </div>
  );
}

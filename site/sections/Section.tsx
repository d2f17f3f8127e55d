import type { ReactNode } from 'react';

/** A titled block of a page; callers render it only when it has rows. */
export function Section({ id, title, lead, children, soft }: { id: string; title: string; lead?: string | null; children: ReactNode; soft?: boolean }) {
  return (
    <section className={soft ? 'section section-soft' : 'section'} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="section-title">{title}</h2>
        {lead && <p className="section-lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}

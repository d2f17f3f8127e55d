import type { BlockOf } from './section-data';

/** Questions and answers, each answer folded under its question (<details>: works without JavaScript). */
export function Faq({ block, id }: { block: BlockOf<'faq'>; id: string }) {
  const title = block.heading || 'Questions and answers';
  return (
    <section className="section block-flow" aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="measure">
          <h2 id={`${id}-title`} className="section-title">{title}</h2>
          <div className="faq-list">
            {block.items.map((item, i) => (
              <details key={i} className="faq-item">
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

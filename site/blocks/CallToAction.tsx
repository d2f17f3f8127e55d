import type { BlockOf } from './section-data';

/** A heading and one button: a filled band (primary) or a quiet one (subtle). */
export function CallToAction({ block, id }: { block: BlockOf<'cta'>; id: string }) {
  const subtle = block.style === 'subtle';
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className={subtle ? 'container block-cta block-cta-subtle' : 'container block-cta'}>
        <h2 id={`${id}-title`}>{block.heading}</h2>
        <a href={block.button_url} className={subtle ? 'site-btn site-btn-outline' : 'site-btn site-btn-light'}>{block.button_label}</a>
      </div>
    </section>
  );
}

import type { BlockOf } from './section-data';

/**
 * A hero: eyebrow, heading, introduction and a button. First on a page it is the page's header and its
 * heading the page's only h1; further down it is a band with an h2.
 */
export function Hero({ block, id, first }: { block: BlockOf<'hero'>; id: string; first: boolean }) {
  const Heading = first ? 'h1' : 'h2';
  const button = block.button_url && block.button_label && (
    <p className="block-actions">
      <a href={block.button_url} className="site-btn">{block.button_label}</a>
    </p>
  );
  const text = (
    <div className="container">
      {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
      <Heading id={`${id}-title`}>{block.heading}</Heading>
      {block.subheading && <p className="page-lead">{block.subheading}</p>}
      {button}
    </div>
  );
  return first ? (
    <header className="page-header">{text}</header>
  ) : (
    <section className="page-header block-hero" aria-labelledby={`${id}-title`}>{text}</section>
  );
}

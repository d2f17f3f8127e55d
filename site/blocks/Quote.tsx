import type { BlockOf } from './section-data';

/** A quotation with its author. */
export function Quote({ block }: { block: BlockOf<'quote'> }) {
  return (
    <div className="section block-flow block-quote">
      <figure className="container measure quote">
        <blockquote>{block.text}</blockquote>
        {block.author && <figcaption>{block.author}</figcaption>}
      </figure>
    </div>
  );
}

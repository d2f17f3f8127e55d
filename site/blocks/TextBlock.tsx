import { RichText } from '../components/RichText';
import type { BlockOf } from './section-data';

/** Rich text, sanitized by the server when the page was saved (the rich-text kind, inside blocks too). */
export function TextBlock({ block }: { block: BlockOf<'richText'> }) {
  return (
    <div className="section block-flow block-text">
      <div className="container">
        <RichText html={block.body} className="measure" />
      </div>
    </div>
  );
}

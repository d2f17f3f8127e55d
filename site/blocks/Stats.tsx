import type { BlockOf } from './section-data';

/** Key figures ("100 %" / "renewable electricity in our offices") on the counters' band. */
export function Stats({ block, id }: { block: BlockOf<'stats'>; id: string }) {
  return (
    <section className="counters" {...(block.heading ? { 'aria-labelledby': `${id}-title` } : { 'aria-label': 'Key figures' })}>
      {block.heading && <h2 id={`${id}-title`} className="container counters-title">{block.heading}</h2>}
      <ul className="container counter-list">
        {block.items.map((item, i) => (
          <li key={i}>
            <strong>{item.value}</strong>
            <span>{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Link } from '../../components/LocaleLink';
import { money } from '../../format';

export interface Line {
  id: number | null;
  name: string;
  price: number;
  quantity: number;
}

/** Lines and totals of a cart or an order, read-only (checkout summary, payment pages). */
export function OrderLines({ lines, total, discount }: { lines: Line[]; total: number; discount?: number }) {
  return (
    <div className="order-lines">
      <ul>
        {lines.map((line, i) => (
          <li key={line.id ?? `gone-${i}`}>
            <span>
              {line.id ? <Link to={`/product-details/${line.id}`}>{line.name}</Link> : line.name}
              <span className="muted"> × {line.quantity}</span>
            </span>
            <span>{money(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      {discount ? <p className="order-discount"><span>Discount included</span><span>−{money(discount)}</span></p> : null}
      <p className="order-total"><span>Total</span><strong>{money(total)}</strong></p>
    </div>
  );
}

/**
 * The server's price of each checkout line, from the products table only.
 * A product that is gone, off sale, short of stock or whose price changed
 * since the cart showed it stops the checkout with a 409 naming it.
 */
import type { Knex } from 'knex';
import { productMeta, type Product } from '../../../generated/schemas/product.schema';
import { inTrash } from '../../../runtime-server/crud/trash-filter';
import { conflict } from '../../../runtime-server/http/errors';
import { money } from '../../format';
import { priceOn } from '../rules/price';
import type { CheckoutLine } from './checkout-input';

export interface PricedLine {
  product_id: number;
  name: string;
  quantity: number;
  /** What one unit costs today (the discount price inside the window). */
  unit_price: number;
  /** The normal price, for the order's discount total. */
  normal_price: number;
  line_total: number;
}

type ProductRow = Pick<Product, 'id' | 'name' | 'price' | 'discount_price' | 'discount_start_date' | 'discount_end_date' | 'quantity'> & { active: unknown };

/** One line per product: the same product twice is one line with the quantities added (as the cart does). */
export function mergeLines(lines: CheckoutLine[]): CheckoutLine[] {
  const merged = new Map<number, CheckoutLine>();
  for (const l of lines) {
    const seen = merged.get(l.product_id);
    merged.set(l.product_id, seen ? { ...seen, quantity: seen.quantity + l.quantity } : { ...l });
  }
  return [...merged.values()];
}

function problemOf(line: CheckoutLine, p: ProductRow | undefined, unitPrice: number): string | undefined {
  if (!p) return `A product in your cart (number ${line.product_id}) is no longer sold; remove it from the cart`;
  if (!p.active) return `${p.name} is no longer on sale; remove it from the cart`;
  if (p.quantity <= 0) return `${p.name} is out of stock`;
  if (p.quantity < line.quantity) return `Only ${p.quantity} of ${p.name} left in stock`;
  if (line.unit_price != null && line.unit_price !== unitPrice) {
    return `The price of ${p.name} changed from ${money(line.unit_price)} to ${money(unitPrice)}; review your cart`;
  }
  return undefined;
}

/** Prices every line on `today` (YYYY-MM-DD); throws 409 naming the first product that cannot be sold. */
export async function priceLines(db: Knex, lines: CheckoutLine[], today: string): Promise<PricedLine[]> {
  // A product in the trash is gone: its line is refused like a missing one.
  const rows = await inTrash(db('products'), productMeta, false)
    .whereIn('id', lines.map((l) => l.product_id))
    .select<ProductRow[]>('id', 'name', 'price', 'discount_price', 'discount_start_date', 'discount_end_date', 'quantity', 'active');
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const problems: Record<string, string> = {};
  const priced: PricedLine[] = [];
  lines.forEach((line, i) => {
    const p = byId.get(line.product_id);
    const shown = p ? priceOn({ ...p, price: Number(p.price), discount_price: p.discount_price == null ? null : Number(p.discount_price) }, today) : undefined;
    const problem = problemOf(line, p && { ...p, quantity: Number(p.quantity) }, shown?.amount ?? 0);
    if (problem) problems[`lines.${i}`] = problem;
    else priced.push({ product_id: line.product_id, name: p!.name, quantity: line.quantity, unit_price: shown!.amount, normal_price: shown!.normal, line_total: shown!.amount * line.quantity });
  });
  const first = Object.values(problems)[0];
  if (first) throw conflict(first, problems);
  return priced;
}

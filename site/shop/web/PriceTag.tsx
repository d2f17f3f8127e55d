import { BILLING_SUFFIX, money } from '../../format';
import { priceOn, type PricedItem } from '../rules/price';

/** A product's price on `today`: the discount price with the normal price struck through inside the window. */
export function PriceTag({ item, today, billing }: { item: PricedItem; today: string; billing?: string }) {
  const shown = priceOn(item, today);
  const suffix = billing ? BILLING_SUFFIX[billing] : '';
  return (
    <p className={shown.discounted ? 'price price-discounted' : 'price'}>
      <span className="price-now">{money(shown.amount)}</span>
      {shown.discounted && (
        <>
          {' '}
          <del className="price-was" aria-label={`Normal price ${money(shown.normal)}`}>
            {money(shown.normal)}
          </del>
        </>
      )}
      {suffix && <span className="price-billing">{suffix}</span>}
    </p>
  );
}

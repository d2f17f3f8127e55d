import { money } from '../../format';
import { useLocale, wordsFor } from '../../i18n/words';
import { priceOn, type PricedItem } from '../rules/price';

/**
 * A product's price on `today`, written as the page's locale writes money (the currency stays the shop's):
 * the discount price with the normal price struck through inside the window.
 */
export function PriceTag({ item, today, billing }: { item: PricedItem; today: string; billing?: string }) {
  const locale = useLocale();
  const words = wordsFor(locale);
  const shown = priceOn(item, today);
  const suffix = billing === 'monthly' ? words.perMonth : billing === 'yearly' ? words.perYear : '';
  return (
    <p className={shown.discounted ? 'price price-discounted' : 'price'}>
      <span className="price-now">{money(shown.amount, locale)}</span>
      {shown.discounted && (
        <>
          {' '}
          <del className="price-was" aria-label={words.normalPrice(money(shown.normal, locale))}>
            {money(shown.normal, locale)}
          </del>
        </>
      )}
      {suffix && <span className="price-billing">{suffix}</span>}
    </p>
  );
}

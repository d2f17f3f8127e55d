/**
 * /checkout (signed in): the shipping address, filled in with the one the
 * user's latest order went to (asked from the server), else the name and
 * phone of the account; the country is chosen from a list the server checks
 * against too (site/countries.ts); and the order summary. Placing the order sends product ids and quantities
 * (and the prices shown, only to detect a change); the server prices it. One
 * idempotency key per visit of this page: a double click or a retry after a
 * lost answer finds the same order.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../components/LocaleLink';
import { ApiError, errorMessage } from '../../../runtime-web/api/client';
import { useApiCall } from '../../../runtime-web/api/use-api-call';
import { useAuthUser } from '../../../runtime-web/auth/use-auth-user';
import { Loading } from '../../../runtime-web/feedback/Loading';
import { COUNTRIES } from '../../countries';
import { FormField } from '../../components/FormField';
import type { PageHead } from '../../head';
import { cartTotal, clearCart } from '../rules/cart';
import { updateCart, useCart } from './cart-store';
import { OrderLines } from './OrderLines';
import { getLastShipping, newCheckoutKey, placeOrder, type Shipping } from './shop-api';

export const handle = {
  head: (): PageHead => ({ title: 'Checkout', description: 'Your shipping details and order summary.' }),
};

const FIELDS: { name: keyof Shipping; label: string; required?: boolean; autoComplete: string; wide?: boolean }[] = [
  { name: 'shipping_name', label: 'Full name', required: true, autoComplete: 'name' },
  { name: 'shipping_company', label: 'Company', autoComplete: 'organization' },
  { name: 'shipping_address', label: 'Address', required: true, autoComplete: 'street-address', wide: true },
  { name: 'shipping_city', label: 'City', required: true, autoComplete: 'address-level2' },
  { name: 'shipping_postcode', label: 'Postcode', required: true, autoComplete: 'postal-code' },
  { name: 'shipping_country', label: 'Country', required: true, autoComplete: 'country-name' },
  { name: 'shipping_phone', label: 'Phone', autoComplete: 'tel' },
];

export function Component() {
  const cart = useCart();
  const user = useAuthUser();
  const navigate = useNavigate();
  const key = useRef(newCheckoutKey());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const last = useApiCall((signal) => getLastShipping(signal), [user?.id]);
  // Without a last order (or if it cannot be read: the form still works), the account's name and phone.
  const prefill: Partial<Record<keyof Shipping, string | null>> = last.data ?? {
    shipping_name: [user?.first_name, user?.last_name].filter(Boolean).join(' '),
    shipping_phone: (user as { phone?: string | null } | null)?.phone ?? '',
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Shipping;
    setBusy(true);
    setErrors({});
    try {
      const order = await placeOrder(cart, values, key.current);
      // Leave first: emptying the cart while still here would show "Your cart is empty" for a moment.
      void navigate(order.payment_url);
      updateCart(clearCart);
    } catch (error) {
      setErrors(error instanceof ApiError && error.fields ? { ...error.fields, form: error.message } : { form: errorMessage(error) });
      setBusy(false);
    }
  };

  // The form's first values come from the last order: render it once that answer is in.
  if (last.loading && cart.length > 0) return <Loading />;

  if (cart.length === 0) {
    return (
      <section className="section">
        <div className="container empty-state">
          <h1>Checkout</h1>
          <p>Your cart is empty.</p>
          <Link className="site-btn" to="/products">Browse products</Link>
        </div>
      </section>
    );
  }

  return (
    <>
      <header className="page-header">
        <div className="container">
          <p className="eyebrow">Shop</p>
          <h1>Checkout</h1>
        </div>
      </header>
      <section className="section">
        <div className="container checkout-layout">
          <form className="checkout-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Shipping details">
            <h2>Shipping details</h2>
            {errors.form && (
              <p className="site-error" role="alert">
                {errors.form} {Object.keys(errors).some((k) => k.startsWith('lines')) && <Link to="/cart">Review your cart</Link>}
              </p>
            )}
            <div className="checkout-fields">
              {FIELDS.map((f) => (
                <div key={f.name} className={f.wide ? 'wide' : undefined}>
                  <FormField id={f.name} label={f.label} error={errors[f.name]} required={f.required}>
                    {(a) =>
                      f.name === 'shipping_country' ? (
                        <select {...a} name={f.name} autoComplete={f.autoComplete} defaultValue={prefill[f.name] ?? ''}>
                          <option value="">Choose a country</option>
                          {COUNTRIES.map(([code, name]) => <option key={code} value={name}>{name}</option>)}
                        </select>
                      ) : (
                        <input {...a} name={f.name} autoComplete={f.autoComplete} defaultValue={prefill[f.name] ?? ''} type={f.name === 'shipping_phone' ? 'tel' : 'text'} />
                      )
                    }
                  </FormField>
                </div>
              ))}
              <div className="wide">
                <FormField id="notes" label="Notes for us" error={errors.notes}>{(a) => <textarea {...a} name="notes" rows={3} />}</FormField>
              </div>
            </div>
            <button type="submit" className="site-btn" disabled={busy}>{busy ? 'Placing your order…' : 'Place order'}</button>
          </form>
          <aside className="card checkout-summary" aria-label="Order summary">
            <h2>Order summary</h2>
            <OrderLines lines={cart.map((i) => ({ id: i.id, name: i.name, price: i.price, quantity: i.quantity }))} total={cartTotal(cart)} />
            <p className="muted small">You pay on the next page. <Link to="/cart">Change the cart</Link></p>
          </aside>
        </div>
      </section>
    </>
  );
}

// Generated from entities/order.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DateTimeInput } from '../../../kinds/datetime/DateTimeInput';
import { SelectInput } from '../../../kinds/enum/SelectInput';
import { MoneyInput } from '../../../kinds/money/MoneyInput';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { RelationSelect, TextInput } from '../../../runtime-web/form/fields';

export function OrderFields() {
  return (
    <>
      <TextInput name="order_number" label="Order number" required />
      <RelationSelect name="user_id" label="Customer" entity="user" show="email" required />
      <SelectInput name="status" label="Status" options={[{ value: 'pending', label: 'Pending payment' }, { value: 'paid', label: 'Paid' }, { value: 'failed', label: 'Payment failed' }, { value: 'cancelled', label: 'Cancelled' }, { value: 'shipped', label: 'Shipped' }, { value: 'completed', label: 'Completed' }]} required />
      <SelectInput name="currency" label="Currency" options={[{ value: 'USD', label: 'US dollar' }, { value: 'EUR', label: 'Euro' }, { value: 'GBP', label: 'Pound sterling' }]} required />
      <MoneyInput name="subtotal" label="Subtotal" currency="USD" required />
      <MoneyInput name="discount_total" label="Discount" currency="USD" />
      <MoneyInput name="tax_total" label="Tax" currency="USD" />
      <MoneyInput name="total" label="Total" currency="USD" required />
      <SelectInput name="payment_method" label="Payment method" options={[{ value: 'card', label: 'Card' }, { value: 'bank_transfer', label: 'Bank transfer' }, { value: 'invoice', label: 'Invoice (30 days)' }]} />
      <TextInput name="payment_reference" label="Payment reference" />
      <TextInput name="payment_error" label="Payment error" />
      <TextInput name="checkout_key" label="Checkout key" />
      <DateTimeInput name="paid_at" label="Paid at" />
      <TextInput name="shipping_name" label="Ship to (name)" />
      <TextInput name="shipping_company" label="Company" />
      <TextArea name="shipping_address" label="Address" />
      <TextInput name="shipping_city" label="City" />
      <TextInput name="shipping_postcode" label="Postcode" />
      <TextInput name="shipping_country" label="Country" />
      <TextInput name="shipping_phone" label="Phone" type="tel" />
      <TextArea name="notes" label="Notes" />
    </>
  );
}

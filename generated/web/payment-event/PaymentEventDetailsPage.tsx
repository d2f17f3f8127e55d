// Generated from entities/payment-event.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { DetailsPage } from '../../../runtime-web/details/DetailsPage';
import { paymentEventMeta } from '../../schemas/payment-event.schema';

export default function PaymentEventDetailsPage() {
  return <DetailsPage meta={paymentEventMeta} fields={['provider', 'event_id', 'type', 'order_number']} />;
}

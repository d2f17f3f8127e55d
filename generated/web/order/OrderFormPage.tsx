// Generated from entities/order.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { orderCreateSchema, orderMeta, orderUpdateSchema } from '../../schemas/order.schema';
import { OrderFields } from './OrderFields';

export default function OrderFormPage() {
  return (
    <EntityForm meta={orderMeta} createSchema={orderCreateSchema} updateSchema={orderUpdateSchema}>
      <OrderFields />
    </EntityForm>
  );
}

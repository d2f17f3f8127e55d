// Generated from entities/service.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { serviceCreateSchema, serviceMeta, serviceUpdateSchema } from '../../schemas/service.schema';
import { ServiceFields } from './ServiceFields';

export default function ServiceFormPage() {
  return (
    <EntityForm meta={serviceMeta} createSchema={serviceCreateSchema} updateSchema={serviceUpdateSchema}>
      <ServiceFields />
    </EntityForm>
  );
}

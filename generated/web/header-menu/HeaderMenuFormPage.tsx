// Generated from entities/header-menu.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { EntityForm } from '../../../runtime-web/form/EntityForm';
import { Checkbox, RelationSelect, TextInput } from '../../../runtime-web/form/fields';
import { headerMenuCreateSchema, headerMenuMeta, headerMenuUpdateSchema } from '../../schemas/header-menu.schema';

export default function HeaderMenuFormPage() {
  return (
    <EntityForm meta={headerMenuMeta} createSchema={headerMenuCreateSchema} updateSchema={headerMenuUpdateSchema}>
      <TextInput name="label" label="Label" required />
      <TextInput name="url" label="Link" type="url" required />
      <RelationSelect name="parent_id" label="Parent item" entity="header-menu" show="label" />
      <TextInput name="display_order" label="Display order" type="number" />
      <Checkbox name="active" label="Shown on the site" />
    </EntityForm>
  );
}

// Generated from entities/header-menu.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { RelationSelect, TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { headerMenuCreateSchema, headerMenuMeta } from '../../schemas/header-menu.schema';

export function HeaderMenuFields() {
  return (
    <>
      <TextInput name="label" label="Label" required />
      <TextInput name="url" label="Link" type="url" required />
      <RelationSelect name="parent_id" label="Parent item" entity="header-menu" show="label" />
      <TextInput name="display_order" label="Display order" type="number" />
      <Checkbox name="active" label="Shown on the site" />
    </>
  );
}

/** The add form without its page, for creating menu item records inline from a relation select. */
export const headerMenuInlineForm: InlineForm = { meta: headerMenuMeta, schema: headerMenuCreateSchema, Fields: HeaderMenuFields };

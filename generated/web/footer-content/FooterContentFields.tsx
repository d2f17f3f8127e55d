// Generated from entities/footer-content.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { RelationSelect, TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { footerContentCreateSchema, footerContentMeta } from '../../schemas/footer-content.schema';

export function FooterContentFields() {
  return (
    <>
      <RelationSelect name="footer_header_id" label="Column" entity="footer-header" show="title" required />
      <TextInput name="label" label="Label" required />
      <TextInput name="url" label="Link" type="url" required />
      <Checkbox name="new_tab" label="Open in a new tab" />
      <TextInput name="display_order" label="Display order" type="number" />
      <Checkbox name="active" label="Shown on the site" />
    </>
  );
}

/** The add form without its page, for creating footer link records inline from a relation select. */
export const footerContentInlineForm: InlineForm = { meta: footerContentMeta, schema: footerContentCreateSchema, Fields: FooterContentFields };

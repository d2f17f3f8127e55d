// Generated from entities/footer-header.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { footerHeaderCreateSchema, footerHeaderMeta } from '../../schemas/footer-header.schema';

export function FooterHeaderFields() {
  return (
    <>
      <TextInput name="title" label="Title" required />
      <TextInput name="display_order" label="Display order" type="number" />
      <Checkbox name="active" label="Shown on the site" />
    </>
  );
}

/** The add form without its page, for creating footer column records inline from a relation select. */
export const footerHeaderInlineForm: InlineForm = { meta: footerHeaderMeta, schema: footerHeaderCreateSchema, Fields: FooterHeaderFields };

// Generated from entities/banner.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ImageInput } from '../../../kinds/image/ImageInput';
import { RichTextInput } from '../../../kinds/rich-text/RichTextInput';
import { RelationSelect, TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { bannerCreateSchema, bannerMeta } from '../../schemas/banner.schema';

export function BannerFields() {
  return (
    <>
      <TextInput name="title" label="Title" required />
      <RelationSelect name="service_id" label="Service" entity="service" show="name" required />
      <TextInput name="sub_title" label="Subtitle" required />
      <RichTextInput name="body" label="Description" />
      <ImageInput name="photo" label="Photo" required="onCreate" library={{ entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' }} />
    </>
  );
}

/** The add form without its page, for creating banner records inline from a relation select. */
export const bannerInlineForm: InlineForm = { meta: bannerMeta, schema: bannerCreateSchema, Fields: BannerFields };

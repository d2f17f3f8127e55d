// Generated from entities/about-data.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ImageInput } from '../../../kinds/image/ImageInput';
import { RichTextInput } from '../../../kinds/rich-text/RichTextInput';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { TextInput } from '../../../runtime-web/form/fields';

export function AboutDataFields() {
  return (
    <>
      <TextInput name="company_name" label="Company name" required />
      <TextInput name="tagline" label="Tagline" />
      <ImageInput name="logo" label="Logo" library={{ entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' }} />
      <TextArea name="mission" label="Mission" />
      <TextArea name="vision" label="Vision" />
      <RichTextInput name="story" label="Our story" />
      <ImageInput name="photo" label="Photo" library={{ entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' }} />
      <TextInput name="founded_year" label="Founded in" type="number" />
      <TextInput name="employees" label="Number of employees" type="number" />
      <TextInput name="email" label="General e-mail" type="email" />
      <TextInput name="phone" label="General phone" type="tel" />
      <TextInput name="linkedin_url" label="LinkedIn" type="url" />
      <TextInput name="x_url" label="X (Twitter)" type="url" />
      <TextInput name="facebook_url" label="Facebook" type="url" />
      <TextInput name="youtube_url" label="YouTube" type="url" />
    </>
  );
}

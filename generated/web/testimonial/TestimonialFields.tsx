// Generated from entities/testimonial.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { ImageInput } from '../../../kinds/image/ImageInput';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { TextInput } from '../../../runtime-web/form/fields';

export function TestimonialFields() {
  return (
    <>
      <TextInput name="client_name" label="Client name" required />
      <TextInput name="company" label="Company" />
      <TextInput name="designation" label="Designation" />
      <ImageInput name="photo" label="Photo" library={{ entity: 'media', file: 'file', title: 'name', alt: 'alt', kind: 'kind' }} />
      <TextArea name="message" label="Message" required />
      <TextInput name="rating" label="Rating" type="number" required />
      <Checkbox name="published" label="Published on the site" />
    </>
  );
}

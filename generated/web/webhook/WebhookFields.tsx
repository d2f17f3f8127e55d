// Generated from entities/webhook.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { Checkbox } from '../../../kinds/boolean/Checkbox';
import { OptionsInput } from '../../../kinds/options/OptionsInput';
import { TextInput } from '../../../runtime-web/form/fields';

export function WebhookFields() {
  return (
    <>
      <TextInput name="name" label="Name" required />
      <TextInput name="url" label="URL" type="url" required />
      <OptionsInput name="events" label="Events" required />
      <Checkbox name="active" label="Active" />
      <TextInput name="failures" label="Failures in a row" type="number" />
    </>
  );
}

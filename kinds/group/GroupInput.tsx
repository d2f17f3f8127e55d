import type { ReactNode } from 'react';
import { useFieldId } from '../../runtime-web/form/field-id';

export interface GroupInputProps {
  name: string;
  label: string;
  /** The sub-fields' inputs, named `<name>.<sub-field>` (generated). */
  children: ReactNode;
}

/** Named sub-fields shown together under the group's label; each input shows its own message (`seo.title`). */
export function GroupInput({ name, label, children }: GroupInputProps) {
  const id = useFieldId(name);
  return (
    <fieldset className="field-group" id={id}>
      <legend>{label}</legend>
      <div className="field-group-body">{children}</div>
    </fieldset>
  );
}

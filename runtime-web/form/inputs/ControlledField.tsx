import type { ReactNode } from 'react';
import { Controller, useFormContext, type ControllerRenderProps, type FieldValues } from 'react-hook-form';
import { useIsRequired, type Required } from '../form-mode';
import { FieldShell } from './FieldShell';

export interface ControlledFieldProps {
  name: string;
  label: string;
  required?: Required;
  /** The control, given the form field and whether it is required in the current mode (add or edit). */
  render: (field: ControllerRenderProps<FieldValues, string>, isRequired: boolean) => ReactNode;
}

/**
 * A labelled field whose control keeps its own value shape (a File, cents, a
 * list, an ISO time) rather than an input's text: the shell, the required
 * mark and react-hook-form's Controller, written once for every such input.
 * @example <ControlledField name="body" label="Description" render={(field) => <Editor {...field} />} />
 */
export function ControlledField({ name, label, required, render }: ControlledFieldProps) {
  const { control } = useFormContext();
  const isRequired = useIsRequired(required);
  return (
    <FieldShell name={name} label={label} required={isRequired}>
      <Controller name={name} control={control} render={({ field }) => <>{render(field, isRequired)}</>} />
    </FieldShell>
  );
}

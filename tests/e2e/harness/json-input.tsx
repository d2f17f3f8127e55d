/**
 * The JSON kind's editor on a page of its own: the role's permissions (a JSON field with a declared
 * schema) in a form validated by the generated role schema. Bundled by tests/e2e/json-input.test.ts.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { roleCreateSchema } from '../../../generated/schemas/role.schema';
import { JsonInput } from '../../../kinds/json/JsonInput';

const schema = roleCreateSchema.pick({ permissions: true });

function Harness() {
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as unknown as ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>,
    defaultValues: { permissions: { job: ['read'] } },
    mode: 'onTouched',
  });
  const [saved, setSaved] = useState<string>();
  return (
    <FormProvider {...form}>
      <form className="card form" noValidate onSubmit={(event) => void form.handleSubmit((values) => setSaved(JSON.stringify(values)))(event)}>
        <JsonInput name="permissions" label="Permissions" />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary">
            Submit
          </button>
        </div>
        {saved && <output>{saved}</output>}
      </form>
    </FormProvider>
  );
}

createRoot(document.getElementById('root')!).render(<Harness />);

import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type { ZodType } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { ApiError, errorMessage } from '../api/client';
import { ErrorMessage } from '../feedback/ErrorMessage';
import { useToast } from '../feedback/Toasts';
import { FormModeContext } from './form-mode';
import { saveEntity } from './save-entity';

export interface EntityFormBodyProps {
  meta: EntityMeta;
  id: string | undefined;
  /** Editing an existing record (for `required: 'onCreate'`); a singleton may be new. */
  isEdit: boolean;
  schema: ZodType;
  defaultValues: FieldValues;
  children: ReactNode;
}

/** The form itself: validation with the entity's zod schema, save, server errors, navigation. */
export function EntityFormBody({ meta, id, isEdit, schema, defaultValues, children }: EntityFormBodyProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const [failure, setFailure] = useState<unknown>();
  // The generated schemas are typed per entity; this generic form only knows "some values".
  const resolver = zodResolver(schema as ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>;
  const form = useForm<FieldValues>({ resolver, defaultValues, mode: 'onTouched' });
  const listPath = `/admin/${meta.admin.list}`;

  const onSubmit = async (values: FieldValues) => {
    setFailure(undefined);
    try {
      await saveEntity(meta, id, values);
      toast.success('Saved');
      navigate(listPath);
    } catch (error) {
      // A 400 names the fields at fault: show each message under its field.
      if (error instanceof ApiError && error.status === 400 && error.fields) {
        for (const [name, message] of Object.entries(error.fields)) form.setError(name, { type: 'server', message });
      } else {
        toast.error(errorMessage(error));
      }
      setFailure(error);
    }
  };

  return (
    <FormModeContext.Provider value={{ isEdit }}>
      <FormProvider {...form}>
        <form className="card form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
          {failure !== undefined && <ErrorMessage error={failure} />}
          {children}
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
              Submit
            </button>
            <Link className="btn" to={listPath}>
              Cancel
            </Link>
          </div>
        </form>
      </FormProvider>
    </FormModeContext.Provider>
  );
}

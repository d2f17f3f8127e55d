import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { ZodType } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { DataResponse } from '../api/client';
import { useApiGet } from '../api/use-api-get';
import { ErrorMessage } from '../feedback/ErrorMessage';
import { Loading } from '../feedback/Loading';
import { EntityFormBody } from './EntityFormBody';
import { toFormValues } from './form-values';

export interface EntityFormProps {
  meta: EntityMeta;
  createSchema: ZodType;
  updateSchema: ZodType;
  /** The field components (`TextInput`, `ImageInput`, ...). */
  children: ReactNode;
}

/**
 * The add/edit page of an entity. With an `:id` route param it loads the
 * record first and edits it; without, it adds a new one.
 * @example <EntityForm meta={bannerMeta} createSchema={c} updateSchema={u}><TextInput name="title" label="Title" /></EntityForm>
 */
export function EntityForm({ meta, createSchema, updateSchema, children }: EntityFormProps) {
  const { id } = useParams();
  const record = useApiGet<DataResponse<Record<string, unknown>>>(id === undefined ? null : `/api/${meta.name}/${id}`);
  const title = id === undefined ? `Add ${meta.label}` : `Edit ${meta.label}`;

  let body: ReactNode;
  if (id !== undefined && record.error) body = <ErrorMessage error={record.error} onRetry={record.reload} />;
  else if (id !== undefined && (record.loading || !record.data)) body = <Loading />;
  else {
    body = (
      // Keyed by id: going from one record to another starts a fresh form.
      <EntityFormBody
        key={id ?? 'new'}
        meta={meta}
        id={id}
        schema={id === undefined ? createSchema : updateSchema}
        defaultValues={toFormValues(meta, record.data?.data)}
      >
        {children}
      </EntityFormBody>
    );
  }

  return (
    <section className="page">
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      {body}
    </section>
  );
}

import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { ZodType } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { DataResponse } from '../api/client';
import { useApiGet } from '../api/use-api-get';
import { ErrorMessage } from '../feedback/ErrorMessage';
import { Loading } from '../feedback/Loading';
import { EntityFormBody } from './EntityFormBody';
import { RecordTabs } from '../records/RecordTabs';
import { LibraryUsage } from '../media/LibraryUsage';
import { toFormValues } from './form-values';
import { formLocale, localizedFields, recordInLocale } from './locale-form';
import { LocaleSwitch } from './LocaleSwitch';
import type { DraftStatus, ScheduledChange } from '../drafts/draft-api';
import { useT } from '../i18n/use-t';

/** `GET /api/<name>/:id/draft`: the record as its draft has it, its state and its scheduled changes. */
type DraftAnswer = { record: Record<string, unknown>; status: DraftStatus; scheduled: ScheduledChange[] };

export interface EntityFormProps {
  meta: EntityMeta;
  createSchema: ZodType;
  updateSchema: ZodType;
  /** The field components (`TextInput`, `ImageInput`, ...). */
  children: ReactNode;
}

/**
 * The add/edit page of an entity. With an `:id` route param it loads the
 * record first and edits it; without, it adds a new one. A singleton entity
 * loads its one record (`GET /api/<name>`), which may not exist yet, and
 * saves it with `PUT /api/<name>` either way.
 * @example <EntityForm meta={bannerMeta} createSchema={c} updateSchema={u}><TextInput name="title" label="Title" /></EntityForm>
 */
export function EntityForm({ meta, createSchema, updateSchema, children }: EntityFormProps) {
  const { id } = useParams();
  const t = useT();
  // An entity with drafts edits the record as its draft has it (runtime-web/drafts), with its state and schedule.
  const drafted = Boolean(meta.drafts) && id !== undefined;
  const path = meta.singleton ? `/api/${meta.name}` : id === undefined ? null : `/api/${meta.name}/${id}${drafted ? '/draft' : ''}`;
  const record = useApiGet<DataResponse<Record<string, unknown> | null | DraftAnswer>>(path);
  const answer = record.data?.data ?? undefined;
  const draft = drafted && answer ? (answer as DraftAnswer) : undefined;
  const stored: Record<string, unknown> | undefined = draft ? draft.record : answer;
  // `?locale=de`: the localized fields in German (locale-form.ts); saves write them as German.
  const [search] = useSearchParams();
  const locale = formLocale(meta, search.get('locale'));
  const loaded = stored && locale ? recordInLocale(meta, stored, locale) : stored;
  const isEdit = meta.singleton ? loaded !== undefined : id !== undefined;
  const title = t(isEdit || meta.singleton ? 'form.edit' : 'form.add', { label: meta.label });

  const basedOn = draft ? draft.status.version : typeof loaded?.updated_at === 'string' ? loaded.updated_at : undefined;
  let body: ReactNode;
  if (path !== null && record.error) body = <ErrorMessage error={record.error} onRetry={record.reload} />;
  else if (path !== null && (record.loading || !record.data)) body = <Loading />;
  else {
    body = (
      // Keyed by id and version: another record, or this one reloaded after a conflict or a restore, starts a fresh form.
      <EntityFormBody
        key={`${meta.singleton ? 'singleton' : (id ?? 'new')} ${basedOn ?? ''} ${locale ?? ''}`}
        meta={meta}
        id={id}
        isEdit={isEdit}
        schema={isEdit ? updateSchema : createSchema}
        defaultValues={toFormValues(meta, loaded)}
        {...(basedOn && !meta.singleton ? { basedOn } : {})}
        {...(draft ? { drafts: { status: draft.status, scheduled: draft.scheduled } } : {})}
        {...(locale ? { locale } : {})}
        onReload={record.reload}
      >
        {children}
      </EntityFormBody>
    );
  }

  const switchLocale = isEdit && !meta.singleton && localizedFields(meta).length > 0 && stored ? <LocaleSwitch meta={meta} record={stored} locale={locale} /> : null;
  return (
    <section className="page">
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      {switchLocale}
      {isEdit && id !== undefined && !meta.singleton ? (
        <RecordTabs meta={meta} id={Number(id)} onRestored={record.reload}>
          {body}
          {/* The media library: which records show this file, linked. */}
          {meta.library && <LibraryUsage meta={meta} id={id} />}
        </RecordTabs>
      ) : (
        body
      )}
    </section>
  );
}

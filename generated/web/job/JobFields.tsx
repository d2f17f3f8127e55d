// Generated from entities/job.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { ArrayInput } from '../../../kinds/array/ArrayInput';
import { SelectInput } from '../../../kinds/enum/SelectInput';
import { MoneyInput } from '../../../kinds/money/MoneyInput';
import { RichTextInput } from '../../../kinds/rich-text/RichTextInput';
import { TextArea } from '../../../kinds/textarea/TextArea';
import { RelationSelect, TextInput } from '../../../runtime-web/form/fields';
import type { InlineForm } from '../../../runtime-web/form/inline/inline-forms';
import { jobCreateSchema, jobMeta } from '../../schemas/job.schema';

export function JobFields() {
  return (
    <>
      <TextInput name="title" label="Title" required />
      <TextInput name="slug" label="Slug" required />
      <SelectInput name="category" label="Category" options={[{ value: 'engineering', label: 'Software Engineering' }, { value: 'cloud', label: 'Cloud & Infrastructure' }, { value: 'security', label: 'Cybersecurity' }, { value: 'data', label: 'Data & Analytics' }, { value: 'consulting', label: 'Consulting' }, { value: 'design', label: 'Design' }, { value: 'sales', label: 'Sales & Marketing' }, { value: 'operations', label: 'Operations & Support' }]} required />
      <TextInput name="location" label="Location" required />
      <SelectInput name="workplace" label="Workplace" options={[{ value: 'on_site', label: 'On site' }, { value: 'hybrid', label: 'Hybrid' }, { value: 'remote', label: 'Remote' }]} required />
      <SelectInput name="employment_type" label="Employment type" options={[{ value: 'full_time', label: 'Full-time' }, { value: 'part_time', label: 'Part-time' }, { value: 'contract', label: 'Contract' }, { value: 'internship', label: 'Internship' }, { value: 'temporary', label: 'Temporary' }]} required />
      <TextInput name="vacancies" label="Vacancies" type="number" required />
      <TextInput name="experience" label="Experience" />
      <MoneyInput name="salary_min" label="Salary from (per year)" currency="USD" />
      <MoneyInput name="salary_max" label="Salary to (per year)" currency="USD" />
      <TextInput name="deadline" label="Application deadline" type="date" />
      <TextArea name="summary" label="Short description" />
      <RichTextInput name="description" label="Description" required />
      <ArrayInput name="requirements" label="Requirements" rowLabel="requirement" max={20} newRow={{}} renderRow={(r0: string) => (<><TextInput name={`${r0}.text`} label="Requirement" required /></>)} />
      <ArrayInput name="benefits" label="Benefits" rowLabel="benefit" max={20} newRow={{}} renderRow={(r0: string) => (<><TextInput name={`${r0}.text`} label="Benefit" required /></>)} />
      <SelectInput name="state" label="Status" options={[{ value: 'draft', label: 'Draft' }, { value: 'posted', label: 'Posted' }, { value: 'archived', label: 'Archived' }]} required />
      <RelationSelect name="exam_id" label="Online exam" entity="exam-question" show="title" />
    </>
  );
}

/** The add form without its page, for creating job records inline from a relation select. */
export const jobInlineForm: InlineForm = { meta: jobMeta, schema: jobCreateSchema, Fields: JobFields };

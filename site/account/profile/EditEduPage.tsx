/** /edit-edu (signed in): the user's schools and courses, added, edited and removed. */
import { userEducationApi } from '../../../generated/api';
import type { UserEducation } from '../../../generated/schemas/user-education.schema';
import type { PageHead } from '../../head';
import { OwnedListEditor } from './OwnedListEditor';

export const years = (start: string | null, end: string | null) => `${start?.slice(0, 4) ?? ''} – ${end ? end.slice(0, 4) : 'now'}`;

export function Component() {
  return (
    <OwnedListEditor<UserEducation>
      title="Your education"
      noun="education entry"
      api={userEducationApi}
      fields={[
        { name: 'institution', label: 'School or provider', kind: 'text', required: true, max: 150 },
        { name: 'degree', label: 'Degree or certificate', kind: 'text', required: true, max: 120 },
        { name: 'field_of_study', label: 'Field of study', kind: 'text', max: 120 },
        { name: 'start_date', label: 'Start date', kind: 'date', required: true },
        { name: 'end_date', label: 'End date (empty while studying)', kind: 'date' },
        { name: 'description', label: 'Description', kind: 'textarea', max: 1000 },
      ]}
      describe={(e) => (
        <>
          <strong>{e.degree}</strong>, {e.institution}
          {e.field_of_study && <> ({e.field_of_study})</>} <span className="muted">{years(e.start_date, e.end_date)}</span>
        </>
      )}
    />
  );
}

export const handle = { head: (): PageHead => ({ title: 'Your education' }) };

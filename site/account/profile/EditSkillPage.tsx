/** /edit-skill (signed in): the user's skills, added, edited and removed. */
import { userSkillApi } from '../../../generated/api';
import type { UserSkill } from '../../../generated/schemas/user-skill.schema';
import type { PageHead } from '../../head';
import { OwnedListEditor } from './OwnedListEditor';

const LEVELS = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced', expert: 'Expert' };

export function Component() {
  return (
    <OwnedListEditor<UserSkill>
      title="Your skills"
      noun="skill"
      api={userSkillApi}
      fields={[
        { name: 'name', label: 'Skill', kind: 'text', required: true, max: 80 },
        { name: 'level', label: 'Level', kind: 'enum', required: true, options: LEVELS },
      ]}
      describe={(s) => (
        <>
          <strong>{s.name}</strong> <span className="muted">{LEVELS[s.level]}</span>
        </>
      )}
    />
  );
}

export const handle = { head: (): PageHead => ({ title: 'Your skills' }) };

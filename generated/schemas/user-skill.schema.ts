// Generated from entities/user-skill.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { z } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { enumValue, idValue, textValue } from '../../runtime-shared/validation';

export const userSkillMeta = {
  name: 'user-skill',
  table: 'user_skills',
  label: 'Skill',
  pluralLabel: 'Skills',
  titleField: 'name',
  defaultSort: 'name',
  access: { read: 'owner', create: 'authenticated', update: 'owner', delete: 'owner' },
  owner: 'user_id',
  admin: { list: 'user-skill-list', add: 'add-user-skill', edit: 'edit-user-skill', details: 'user-skill-details' },
  singleton: false,
  listFilters: ['user_id', 'level'],
  actions: [],
  rowLinks: [],
  views: [],
  fields: [
    { name: 'user_id', kind: 'relation', label: 'Account', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, relation: { entity: 'user', table: 'users', show: 'email', as: 'user' } },
    { name: 'name', kind: 'text', label: 'Skill', required: true, searchable: true, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin', 'contains', 'startsWith'], writeOnly: false, maxLength: 80 },
    { name: 'level', kind: 'enum', label: 'Level', required: true, searchable: false, sortable: true, filters: ['eq', 'ne', 'gte', 'lte', 'in', 'nin'], writeOnly: false, options: [{ value: 'beginner', label: 'Beginner' }, { value: 'intermediate', label: 'Intermediate' }, { value: 'advanced', label: 'Advanced' }, { value: 'expert', label: 'Expert' }], default: 'intermediate' },
  ],
} as const satisfies EntityMeta;

export const userSkillCreateSchema = z.object({
  user_id: idValue({ required: true }),
  name: textValue({ required: true, max: 80 }),
  level: enumValue(['beginner', 'intermediate', 'advanced', 'expert'], { required: true }),
});

export const userSkillUpdateSchema = userSkillCreateSchema;

/** What a client sends to create a Skill. */
export type UserSkillInput = z.input<typeof userSkillCreateSchema>;

/** A Skill as the API answers it. */
export interface UserSkill {
  id: number;
  user_id: number;
  user?: { id: number; email: string } | null;
  name: string;
  level: 'beginner' | 'intermediate' | 'advanced' | 'expert';
  created_at: string;
  updated_at: string;
}

// Generated from entities/team-member.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import { resourceClient } from '../../runtime-web/api/resource-client';
import type { TeamMember, TeamMemberInput } from '../schemas/team-member.schema';

/** The fields that `sort` and `filter` of teamMemberApi.list accept. */
export type TeamMemberSortField = 'id' | 'created_at' | 'updated_at' | 'name' | 'designation' | 'email' | 'linkedin_url' | 'x_url' | 'github_url' | 'display_order' | 'active';

/** The declared actions that teamMemberApi.bulk runs besides delete and update. */
export type TeamMemberAction = never;

/** The relations that `expand` attaches whole, by their answer key: their field and record. */
export type TeamMemberRelations = Record<never, never>;

/**
 * The API of Team Members at /api/team-member: list, get, create, update, patch, remove, and bulk, exportPath, importCsv.
 * @example const { data } = await teamMemberApi.list({ perPage: 10, sort: ['-id'] });
 */
export const teamMemberApi = resourceClient<TeamMember, TeamMemberInput, TeamMemberSortField, TeamMemberAction, TeamMemberRelations>('team-member');

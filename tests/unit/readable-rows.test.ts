/**
 * Which rows a caller may read (crud/visibility.ts `readableRows`), for each access level, with and
 * without the role's read grant. The routes check access before they read, but related records
 * attached to an answer are decided by this alone, so each level is checked here for itself.
 */
import { describe, expect, it } from 'vitest';
import type { EntityMeta } from '../../runtime-shared/meta';
import type { AuthUser } from '../../runtime-server/auth/accounts';
import { readableRows } from '../../runtime-server/crud/visibility';

const entity = (read: string, extra: Partial<EntityMeta> = {}) => ({ name: 'thing', access: { read }, ...extra }) as unknown as EntityMeta;
const customer: AuthUser = { id: 42, email: 'c@test.local', first_name: 'C', last_name: null, role_id: 3, role: { admin_access: false, all_permissions: false, permissions: {} } as unknown as AuthUser['role'] };
const reader: AuthUser = { ...customer, id: 7, role: { admin_access: true, all_permissions: false, permissions: { thing: ['read'] } } as unknown as AuthUser['role'] };
const other: AuthUser = { ...customer, id: 8, role: { admin_access: true, all_permissions: false, permissions: { elsewhere: ['read'] } } as unknown as AuthUser['role'] };

describe('readableRows', () => {
  it('public: every row, or the public filter’s, for anyone without the grant; every row with it', () => {
    expect(readableRows(undefined, entity('public'))).toBe('all');
    expect(readableRows(undefined, entity('public', { publicFilter: { state: 'posted' } }))).toEqual({ only: { state: 'posted' } });
    expect(readableRows(customer, entity('public', { publicFilter: { state: 'posted' } }))).toEqual({ only: { state: 'posted' } });
    expect(readableRows(reader, entity('public', { publicFilter: { state: 'posted' } }))).toBe('all');
  });

  it('authenticated: none for the anonymous, every row (or the filter’s) for the signed-in', () => {
    expect(readableRows(undefined, entity('authenticated'))).toBe('none');
    expect(readableRows(customer, entity('authenticated'))).toBe('all');
    expect(readableRows(customer, entity('authenticated', { publicFilter: { published: true } }))).toEqual({ only: { published: true } });
  });

  it('owner: none for the anonymous; their own rows (within the filter) for the signed-in; every row with the grant', () => {
    expect(readableRows(undefined, entity('owner', { owner: 'user_id' }))).toBe('none');
    expect(readableRows(customer, entity('owner', { owner: 'user_id' }))).toEqual({ only: { user_id: 42 } });
    expect(readableRows(customer, entity('owner', { owner: 'user_id', publicFilter: { active: true } }))).toEqual({ only: { active: true, user_id: 42 } });
    expect(readableRows(customer, entity('owner'))).toBe('none'); // no owner field: nobody's rows
    expect(readableRows(reader, entity('owner', { owner: 'user_id' }))).toBe('all');
  });

  it('admin: none without the grant, whoever asks', () => {
    expect(readableRows(undefined, entity('admin'))).toBe('none');
    expect(readableRows(customer, entity('admin'))).toBe('none');
    expect(readableRows(other, entity('admin'))).toBe('none');
    expect(readableRows(reader, entity('admin'))).toBe('all');
  });
});

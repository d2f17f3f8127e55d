/** Which role changes widen access (site/admin/user-role/role-change.ts): the user-role screen confirms exactly those. */
import { describe, expect, it } from 'vitest';
import { widensAccess } from '../../site/admin/user-role/role-change';

const customer = { admin_access: false, all_permissions: false, permissions: {} };
const reader = { admin_access: true, all_permissions: false, permissions: { job: ['read' as const] } };
const jobs = { admin_access: true, all_permissions: false, permissions: { job: ['read' as const, 'update' as const] } };
const everything = { admin_access: true, all_permissions: true, permissions: {} };
/** Grants listed, but no back-office access: it grants nothing. */
const locked = { admin_access: false, all_permissions: true, permissions: { job: ['read' as const] } };

describe('widensAccess', () => {
  it.each([
    ['customer → staff role', customer, reader, true],
    ['a role with one more operation', reader, jobs, true],
    ['all permissions over a list', jobs, everything, true],
    ['an unknown old role → staff', undefined, reader, true],
    ['staff → customer', jobs, customer, false],
    ['fewer operations', jobs, reader, false],
    ['the same grants', reader, { ...reader }, false],
    ['all permissions → all permissions', everything, { ...everything }, false],
    ['customer → a role without back-office access', customer, locked, false],
  ])('%s: %s', (_name, from, to, expected) => {
    expect(widensAccess(from, to)).toBe(expected);
  });
});

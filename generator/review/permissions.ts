/**
 * Who may do what, as the entities declare it, and what a change of the declarations gives or takes.
 *
 * `accessModel()` reduces the entities to the declarations that decide access (levels per operation,
 * owner, public filter, write-only and staff-only fields); the generator writes it to
 * generated/permissions.json, so the next run has the previous one to compare with.
 * `comparePermissions()` answers, per audience, the operations and fields gained and lost:
 * "customer can now read order.internal_note".
 *
 * Audiences: `anyone` (signed out), `customer` (signed in, with no back-office grant on the entity: shop and
 * careers accounts) and `staff with <entity>:<operation>` (a role granting the operation). Which role holds
 * which grant is data edited in the back office (the roles table), so the generator speaks of the grant.
 */
import type { AccessLevel, Operation, PublicCondition } from '../../runtime-shared/meta';
import type { SanitizedEntity } from '../model';

export interface EntityAccess {
  access: Record<Operation, AccessLevel>;
  owner?: string;
  publicFilter?: Record<string, PublicCondition>;
  fields: string[];
  /** Fields answers never carry (password hashes). */
  writeOnly?: string[];
  /** Fields only staff with the operation's grant may set. */
  staffOnly?: string[];
}
export type AccessModel = Record<string, EntityAccess>;

export interface PermissionChange {
  /** "customer can now read order.internal_note", "anyone can no longer create contact", ... */
  text: string;
  gained: boolean;
}

const OPERATIONS: Operation[] = ['read', 'create', 'update', 'delete'];

const list = (key: string, names: string[]) => (names.length ? { [key]: names } : {});

export function accessModel(entities: readonly SanitizedEntity[]): AccessModel {
  const model: AccessModel = {};
  for (const e of [...entities].sort((a, b) => a.name.localeCompare(b.name))) {
    model[e.name] = {
      access: e.access,
      ...(e.owner ? { owner: e.owner } : {}),
      ...(e.publicFilter ? { publicFilter: e.publicFilter } : {}),
      fields: e.fields.map((f) => f.name),
      ...list('writeOnly', e.fields.filter((f) => f.meta.writeOnly).map((f) => f.name)),
      ...list('staffOnly', e.fields.filter((f) => f.meta.staffOnly).map((f) => f.name)),
    };
  }
  return model;
}

function describeFilter(filter: Record<string, PublicCondition>): string {
  return Object.entries(filter)
    .map(([field, c]) => {
      if (typeof c !== 'object') return `${field} = ${JSON.stringify(c)}`;
      const text = 'lte' in c ? `${field} ≤ now` : `${field} ≥ today`;
      return c.orNull ? `(${text} or empty)` : text;
    })
    .join(' and ');
}

type Audience = 'anyone' | 'customer' | 'staff';

/** Which rows an audience reaches with an operation, or undefined when it may not perform it. */
function scopeOf(e: EntityAccess, audience: Audience, op: Operation): string | undefined {
  const level = e.access[op];
  if (level === 'none') return undefined;
  if (audience === 'staff') return 'all rows';
  const reach = level === 'public' || (audience === 'customer' && (level === 'authenticated' || level === 'owner'));
  if (!reach) return undefined;
  if (level === 'owner') return 'own rows';
  if (op === 'read' && e.publicFilter) return `rows where ${describeFilter(e.publicFilter)}`;
  return op === 'create' ? 'new rows' : 'all rows';
}

const who = (audience: Audience, entity: string, op: Operation) => (audience === 'staff' ? `staff with ${entity}:${op}` : audience);

/** Facts "audience verb subject" → scope, e.g. "customer|read|order" → "own rows", "customer|read|order.total" → "". */
function facts(model: AccessModel): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, e] of Object.entries(model)) {
    for (const audience of ['anyone', 'customer', 'staff'] as const) {
      for (const op of OPERATIONS) {
        const scope = scopeOf(e, audience, op);
        if (scope === undefined) continue;
        const subject = who(audience, name, op);
        out.set(`${subject}|${op}|${name}`, scope);
        if (op === 'delete') continue;
        for (const field of e.fields) {
          const allowed = op === 'read' ? !e.writeOnly?.includes(field) : audience === 'staff' || !e.staffOnly?.includes(field);
          if (allowed) out.set(`${subject}|${op === 'read' ? 'read' : `set on ${op}`}|${name}.${field}`, '');
        }
      }
    }
  }
  return out;
}

/**
 * The gains and losses from `before` to `after`. A field's line is left out when its entity's line says
 * it already (a new entity, or an operation newly allowed or refused, lists no field one by one).
 */
export function comparePermissions(before: AccessModel, after: AccessModel): PermissionChange[] {
  const old = facts(before);
  const now = facts(after);
  const changes: PermissionChange[] = [];
  const entityKey = (key: string) => {
    const [subject, verb, target] = key.split('|') as [string, string, string];
    const op = verb === 'read' ? 'read' : verb.replace('set on ', '');
    return `${subject}|${op}|${target.split('.')[0]}`;
  };
  const line = (key: string, gained: boolean, scope: string) => {
    const [subject, verb, target] = key.split('|') as [string, string, string];
    const verbText = verb.startsWith('set on ') ? `set ${target} on ${verb.slice(7)}` : `${verb} ${target}`;
    const scopeText = scope && !target.includes('.') ? ` (${scope})` : '';
    changes.push({ text: `${subject} can ${gained ? 'now' : 'no longer'} ${verbText}${scopeText}`, gained });
  };
  for (const [key, scope] of now) {
    const isField = key.split('|')[2]!.includes('.');
    if (isField && !(old.has(entityKey(key)) && now.has(entityKey(key)))) continue;
    if (!old.has(key)) line(key, true, scope);
    else if (old.get(key) !== scope) {
      const [subject, verb, target] = key.split('|') as [string, string, string];
      changes.push({ text: `${subject} can ${verb} ${target}: ${old.get(key)} → ${scope}`, gained: scope === 'all rows' });
    }
  }
  for (const [key, scope] of old) {
    const isField = key.split('|')[2]!.includes('.');
    if (isField && !(old.has(entityKey(key)) && now.has(entityKey(key)))) continue;
    if (!now.has(key)) line(key, false, scope);
  }
  return changes.sort((a, b) => a.text.localeCompare(b.text));
}

/**
 * The webhook routes beside the generated ones (declared in runtime-shared/webhook-routes.ts). Adding
 * and changing a webhook are here, not generated, because the address must be checked against the SSRF
 * rule (a DNS look-up), the events against what the staff member may read, and the signing secret is
 * made by the server and answered once. The writes still run the generic write code (validation by the
 * entity's schema, audit log, history).
 */
import { Router, type Request } from 'express';
import type { ZodObject } from 'zod';
import type { EntityMeta } from '../../runtime-shared/meta';
import { CREATE_WEBHOOK, UPDATE_WEBHOOK } from '../../runtime-shared/webhook-routes';
import { assertAccess } from '../auth/access';
import type { AuthUser } from '../auth/accounts';
import { findRaw, findRecord, parseId } from '../crud/read';
import { readableRows } from '../crud/visibility';
import { createRecord, updateRecord } from '../crud/write';
import { contextOf, viewerOf, type AppContext } from '../http/context';
import { invalidFields, notFound } from '../http/errors';
import { AddressRefused, checkedAddresses, parseWebhookUrl } from './address-guard';
import { newSecret } from './signature';
import { CHANGE_KINDS, DELIVERY_TABLE, eventName, stamp, WEBHOOK_TABLE, type ChangeKind } from './tables';

/** The webhook entity as the routes need it: its meta and the schemas of its create and update. */
export interface WebhookTarget {
  meta: EntityMeta;
  createSchema: ZodObject;
  updateSchema: ZodObject;
}

const KIND_LABELS: Record<ChangeKind, string> = { created: 'created', updated: 'updated', deleted: 'deleted', action: 'action run' };

/**
 * The events `user` may subscribe to: each change of every entity their role may read, except the
 * webhooks' own tables and the entities only the server writes (the audit log), whose changes the local
 * API never makes. `action` only for entities that declare actions.
 */
export function eventChoices(entities: ReadonlyMap<string, EntityMeta>, user: AuthUser): { event: string; entity: string; label: string }[] {
  const choices = [];
  for (const meta of entities.values()) {
    if (meta.table === WEBHOOK_TABLE || meta.table === DELIVERY_TABLE) continue;
    if (meta.access.create === 'none' && meta.access.update === 'none' && meta.access.delete === 'none') continue;
    if (readableRows(user, meta) === 'none') continue;
    for (const kind of CHANGE_KINDS) {
      if (kind === 'action' && !meta.actions.length) continue;
      choices.push({ event: eventName(meta.name, kind), entity: meta.name, label: `${meta.label} ${KIND_LABELS[kind]}` });
    }
  }
  return choices;
}

/** 400 naming the field when the address is refused or an event is not one the user may subscribe to. */
async function checkInput(context: AppContext, user: AuthUser, allowPrivate: boolean, input: { url?: string | undefined; events?: string[] | undefined }): Promise<void> {
  const problems: Record<string, string> = {};
  if (input.events) {
    const allowed = new Set(eventChoices(context.entities, user).map((c) => c.event));
    const unknown = input.events.filter((e) => !allowed.has(e));
    if (unknown.length) problems.events = `Not an event you may subscribe to: ${unknown.slice(0, 5).join(', ')}`;
  }
  if (input.url !== undefined) {
    try {
      await checkedAddresses(parseWebhookUrl(input.url), allowPrivate);
    } catch (error) {
      if (!(error instanceof AddressRefused)) throw error;
      problems.url = error.message;
    }
  }
  if (Object.keys(problems).length) throw invalidFields(problems);
}

/**
 * The routers to mount under /api, before the generated ones: `/<webhook>` and `/<delivery>` (the app's
 * names of the two entities). `allowPrivate`: WEBHOOK_ALLOW_PRIVATE.
 */
export function webhookRouters(target: WebhookTarget, delivery: EntityMeta, o: { allowPrivate: boolean }): { path: string; router: Router }[] {
  const { meta } = target;
  const partial = target.updateSchema.partial();
  const staff = (req: Request, op: 'create' | 'read' | 'update') => assertAccess(req, 'admin', meta.name, op)!;
  const webhooks = Router();

  webhooks.get('/events', (req, res) => {
    const user = staff(req, 'read');
    res.json({ data: eventChoices(contextOf(req).entities, user) });
  });

  webhooks.post('/', async (req, res) => {
    const user = staff(req, 'create');
    const input = CREATE_WEBHOOK.body.parse(req.body ?? {});
    const context = contextOf(req);
    await checkInput(context, user, o.allowPrivate, input);
    const secret = newSecret();
    const record = await context.db.transaction(async (trx) => {
      const created = await createRecord({ db: trx, uploads: context.uploads, meta, schema: target.createSchema, body: { ...input }, files: undefined, viewer: viewerOf(req), actor: user });
      // The payloads carry the records as the creator's role reads them.
      await trx(WEBHOOK_TABLE).where({ id: created.id }).update({ secret, created_by: user.id });
      return created;
    });
    context.webhooks?.invalidate();
    res.status(201).json({ data: record, secret });
  });

  webhooks.patch('/:id', async (req, res) => {
    const user = staff(req, 'update');
    const id = parseId(String(req.params.id));
    const input = UPDATE_WEBHOOK.body.parse(req.body ?? {});
    const context = contextOf(req);
    await findRaw(context.db, meta, id);
    await checkInput(context, user, o.allowPrivate, input);
    // Turned on again: its count of failures starts over (it was turned off at the limit).
    const body = { ...input, ...(input.active === true ? { failures: 0 } : {}) };
    const record = await updateRecord({ db: context.db, uploads: context.uploads, meta, id, body, files: undefined, schema: partial, viewer: viewerOf(req), actor: user });
    context.webhooks?.invalidate();
    res.json({ data: record });
  });

  webhooks.post('/:id/secret', async (req, res) => {
    staff(req, 'update');
    const id = parseId(String(req.params.id));
    const context = contextOf(req);
    const secret = newSecret();
    const changed = await context.db(WEBHOOK_TABLE).where({ id }).update({ secret, updated_at: stamp(new Date()) });
    if (!changed) throw notFound(`${meta.label} ${id}`);
    context.webhooks?.invalidate();
    res.json({ data: { secret } });
  });

  const deliveries = Router();
  deliveries.post('/:id/replay', async (req, res) => {
    staff(req, 'update');
    const context = contextOf(req);
    const original = await findRaw(context.db, delivery, parseId(String(req.params.id)));
    const now = stamp(new Date());
    const copied = ['webhook_id', 'event_id', 'event', 'entity', 'record_id', 'payload'] as const;
    const [row]: { id: number }[] = await context.db(DELIVERY_TABLE)
      .insert({ ...Object.fromEntries(copied.map((c) => [c, original[c]])), status: 'pending', attempts: 0, next_attempt_at: now, replay_of: original.id, created_at: now, updated_at: now })
      .returning('id');
    res.status(201).json({ data: await findRecord(context.db, delivery, Number(row!.id), viewerOf(req)) });
  });

  return [
    { path: `/${meta.name}`, router: webhooks },
    { path: `/${delivery.name}`, router: deliveries },
  ];
}

/**
 * The webhooks' two tables, the runtime's fixed contract as `users` and `roles` are (auth/accounts.ts):
 * the app declares them as entities (the back office lists them), the runtime writes them here.
 */
export const WEBHOOK_TABLE = 'webhooks';
export const DELIVERY_TABLE = 'webhook_deliveries';

/** What happened to a record: its create, update, delete, or a declared action. */
export const CHANGE_KINDS = ['created', 'updated', 'deleted', 'action'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** An event's name: the entity's API name and the change, `order.created`. */
export const eventName = (entity: string, kind: ChangeKind): string => `${entity}.${kind}`;

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** A row of `webhook_deliveries` as the worker reads it. */
export interface DeliveryRow {
  id: number;
  webhook_id: number;
  event_id: string;
  event: string;
  entity: string;
  record_id: number;
  status: DeliveryStatus;
  attempts: number;
  payload: string;
  created_at: string | Date;
}

/** A stored time: ISO 8601 text, which sorts and compares as time on both databases. */
export const stamp = (at: Date): string => at.toISOString();

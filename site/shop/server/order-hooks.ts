/**
 * What staff's declared order actions (entities/order.entity.ts) do to stock,
 * registered with the runtime's generic hook point (runtime-server/crud/action-hooks.ts)
 * and run inside the action's transaction: `mark_paid` takes the stock as a
 * payment does (409 and no change when it ran out); `cancel` gives it back
 * when the order had taken it (paid or shipped), never for a pending or failed one.
 */
import type { Order } from '../../../generated/schemas/order.schema';
import { records } from '../../../generated/server/local-api';
import type { ActionHook } from '../../../runtime-server/crud/action-hooks';
import { system } from '../../../runtime-server/local-api/caller';
import { returnStock, takeStock } from './stock';

/** The statuses in which an order holds its stock. */
export const HOLDS_STOCK: readonly Order['status'][] = ['paid', 'shipped', 'completed'];

export const orderHooks: ActionHook[] = [
  {
    entity: 'order',
    action: 'mark_paid',
    run: async ({ trx, id, services }) => {
      await takeStock(services, trx, id);
      await records(services).update('order', id, { paid_at: new Date().toISOString(), payment_error: null }, { caller: system('order marked as paid'), trx });
    },
  },
  {
    entity: 'order',
    action: 'cancel',
    run: async ({ trx, id, before, services }) => {
      if (HOLDS_STOCK.includes(before.status as Order['status'])) await returnStock(services, trx, id);
    },
  },
];

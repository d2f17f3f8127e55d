/**
 * The test provider's routes. `POST /api/payment/callback`: its signed
 * outcome (no sign-in: the signature is the proof). `POST
 * /api/payment/test-card`: its card form, for the order's owner only; it
 * sends the signed callback over HTTP like a real provider's server would.
 * router.ts mounts them only while the test provider is the site's provider.
 */
import type { Router } from 'express';
import { assertAccess } from '../../../../runtime-server/auth/access';
import { contextOf } from '../../../../runtime-server/http/context';
import { APIError } from '../../../../runtime-server/http/errors';
import { loopbackOrigin } from '../../../server/render/loopback';
import { TEST_CARD } from '../openapi';
import { ownOrder } from '../orders';
import { applyOutcome, assertPayable } from './callback';
import { SIGNATURE_HEADER } from './signature';
import type { TestProvider } from './test-provider';

export function addTestProviderRoutes(router: Router, provider: TestProvider): void {
  router.post('/callback', async (req, res) => {
    const outcome = provider.verifyCallback({ [SIGNATURE_HEADER]: req.get(SIGNATURE_HEADER) }, req.body);
    res.json({ data: await applyOutcome(contextOf(req), outcome) });
  });

  router.post('/test-card', async (req, res) => {
    const user = assertAccess(req, 'authenticated')!;
    const input = TEST_CARD.body.parse(req.body ?? {});
    const order = await ownOrder(contextOf(req).db, input.order_number, user.id);
    assertPayable(order);
    const { outcome, signature } = provider.charge(order, input.outcome === 'success');
    const answer = await fetch(`${loopbackOrigin(req)}/api/payment/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      body: JSON.stringify(outcome),
    });
    const body = (await answer.json()) as { data?: unknown; error?: { message: string } };
    if (!answer.ok) throw new APIError(answer.status >= 500 ? 502 : answer.status, body.error?.message ?? 'The payment provider failed');
    res.json(body);
  });
}

/**
 * Reads the bearer token, if any, and loads its user on every request (kept
 * for a second, account-cache.ts). It never rejects by itself: `access.ts`
 * decides, so public routes stay public even when a stale token is sent.
 * A token is not accepted for a user whose role requires two-factor sign-in
 * that they have not set up (routes.ts then answers a setup challenge).
 * An API key (`ak_...`, api-keys.ts) is accepted in the same header.
 */
import type { RequestHandler } from 'express';
import { contextOf } from '../http/context';
import { findSignedInAccount } from './account-cache';
import { actorOfKey, isApiKey, touchKey } from './api-keys';
import { tokenFromHeader, verifyToken } from './tokens';

export const authenticate: RequestHandler = async (req, _res, next) => {
  const token = tokenFromHeader(req.headers.authorization);
  if (!token) return next();
  const { db, jwtSecret } = contextOf(req);
  if (isApiKey(token)) {
    // An API key (api-keys.ts): looked up on every request, so a revoked key is refused from the next one.
    const key = await actorOfKey(db, token);
    if ('problem' in key) req.authProblem = key.problem;
    else {
      req.user = key.actor;
      await touchKey(db, key.id, req.ip);
    }
    return next();
  }
  const result = verifyToken(token, jwtSecret);
  if ('problem' in result) {
    req.authProblem = result.problem;
    return next();
  }
  const account = await findSignedInAccount(db, result.userId);
  if (!account) req.authProblem = 'This account no longer exists';
  else if (account.secrets.tokenVersion !== result.version) req.authProblem = 'You were signed out; sign in again';
  // A role that came to require two-factor sign-in holds from the next request, not from the next sign-in.
  else if (account.user.role?.requires_two_factor && !account.secrets.twoFactorSince) req.authProblem = 'Your role requires two-factor sign-in; sign in again to set it up';
  else req.user = account.user;
  next();
};

import { hasPermission, type Permission } from '@cmms/shared/permissions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app';
import type { UserRow } from '../../features/users/users.table';
import { forbidden, unauthorized } from '../errors';
import { authenticateToken } from './sessions';

export type AuthContext = {
  user: UserRow;
  sessionId: string;
  permissions: string[];
  /** The user's assigned sites, read with the session (an admin's are ignored: they see all). */
  siteIds: string[];
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth; routes without it have no signed-in user. */
    auth: AuthContext | null;
  }
}

export const NO_TOKEN = 'Authentication required. Please log in.';

/** An onRequest hook (before body parsing and validation) that admits only requests with a valid bearer token of a usable account. */
export function requireAuth(deps: AppDeps) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized(NO_TOKEN);
    request.auth = await authenticateToken(deps.db, token, deps.tokens, deps.clock.now());
  };
}

/** The signed-in user of a route guarded by requireAuth. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(NO_TOKEN);
  return request.auth;
}

/** Refuses with 403 unless the signed-in user's role grants the permission. */
export function assertPermission(auth: AuthContext, permission: Permission) {
  if (!hasPermission(auth.permissions, permission)) throw forbidden();
}

/**
 * A route option: `preValidation: requirePermission('update_sites')`. It runs after
 * authentication and before the body is validated, so a caller without the permission always
 * gets 403, whatever they sent.
 */
export function requirePermission(...anyOf: Permission[]) {
  return async (request: FastifyRequest) => {
    const auth = authOf(request);
    if (!anyOf.some((permission) => hasPermission(auth.permissions, permission))) throw forbidden();
  };
}

/** What a rule of @cmms/shared/work-rules reads: the caller's role and permissions. */
export const callerOf = (auth: AuthContext) => ({
  role: auth.user.role,
  permissions: auth.permissions,
});

/**
 * A route option like requirePermission, for the rules that read the role as well
 * (`preValidation: requireRule(assetRules.canManage)`): 403 unless the rule admits the caller.
 */
export function requireRule(rule: (caller: ReturnType<typeof callerOf>) => boolean) {
  return async (request: FastifyRequest) => {
    if (!rule(callerOf(authOf(request)))) throw forbidden();
  };
}

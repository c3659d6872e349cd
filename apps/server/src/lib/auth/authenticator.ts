import type { SQL } from 'drizzle-orm';
import type { UserActor } from '../actor';

/** A signed-in request: who acts, and the session their token names. */
export type AuthContext = { actor: UserActor; sessionId: string };

/**
 * What a statement binds and adds, in its own snapshot, to check that the session behind a
 * remembered context is still open and the context still current (docs/database.md, "The
 * session inside the statement"). `condition` reads the named `bindings`.
 */
export type StatementCheck = { condition: SQL; bindings: Record<string, unknown> };

/**
 * How a bearer token becomes a signed-in actor. lib/ defines it; the sessions feature implements
 * it and the composition root (app.ts) hands it over in AppDeps, so lib/ knows no feature.
 */
export type Authenticator = {
  /** Reads the session; `toRemember` keeps the context for routes that check it in-statement. */
  authenticate(token: string, now: Date, toRemember: boolean): Promise<AuthContext>;
  /** The context this process last read for the token's session, with its check; or null. */
  recent(token: string, now: Date): Promise<{ context: AuthContext; check: StatementCheck } | null>;
  /**
   * The context of a session named without its token (a live stream's ticket, lib/live): read
   * afresh, 401 when the session is closed or the account unusable.
   */
  session(session: { subject: string; sessionId: string }, now: Date): Promise<AuthContext>;
};

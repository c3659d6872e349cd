import type { UserActor } from '../../lib/actor';
import type { AuthContext } from '../../lib/auth/authenticator';
import type { Audience } from '../../lib/live/hub';
import type { LiveEvent } from '../../lib/live/publish';

/**
 * Who a live stream is for and what it hears (issue 34, docs/live.md). Opening one takes a
 * ticket of one's own open session (any signed-in user: the ticket route's requireAuth, the
 * stream's session read); what it then hears is what its actor may read, by the activity feed's
 * rules (activityPolicy.mayHear, handed in as `hears`), never more.
 */
export const livePolicy = {
  /** The hub's audience: a stream hears a change when its signed-in actor may read it. */
  audienceOf(
    hears: (event: LiveEvent) => Promise<(actor: UserActor) => boolean>,
  ): Audience<AuthContext> {
    return async (event) => {
      const mayHear = await hears(event);
      return (viewer) => mayHear(viewer.actor);
    };
  },

  /**
   * Whether a change ends a stream: a logout ends that session's streams; a password change or
   * a deactivation all of the user's. They are closed, never told.
   */
  endsFor: (event: LiveEvent, viewer: AuthContext) =>
    event.topic === 'session' &&
    (event.data?.sessionId === viewer.sessionId || event.userId === viewer.actor.id),
};

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../lib/auth/authenticator';
import { createLiveHub } from '../../lib/live/hub';
import { liveAudienceOf } from '../activity/activity.service';
import { livePolicy } from './live.policy';

/**
 * This instance's live streams (docs/live.md): told of every committed change by the database,
 * each change heard as livePolicy says.
 */
export const createLiveStreams = (db: Database, log: FastifyBaseLogger) =>
  createLiveHub<AuthContext>({
    db,
    audience: livePolicy.audienceOf(liveAudienceOf(db)),
    endsFor: livePolicy.endsFor,
    log,
  });

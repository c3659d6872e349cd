import {
  escalationRulesBodySchema,
  escalationRulesPath,
  escalationRulesSchema,
} from '@cmms/shared/escalation';
import { siteIdParamsSchema } from '@cmms/shared/sites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, allowOnly, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { loadVisibleSite } from '../sites/sites.service';
import { escalationPolicy } from './escalation.policy';
import { loadRules, saveRules } from './escalation.service';

const tags = ['escalation'];
const security = [{ bearerAuth: [] }];

/** A site's escalation rules (issue 34, docs/escalation.md); the job runner applies them. */
export const escalationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));

  app.get(
    escalationRulesPath(':id'),
    {
      preValidation: allowOnly(escalationPolicy.canRead),
      schema: {
        tags,
        security,
        summary: "A site's escalation rules, one per work order priority (null: that check is off)",
        params: siteIdParamsSchema,
        response: { 200: escalationRulesSchema },
      },
    },
    async (request) => {
      const site = await loadVisibleSite(deps, actorOf(request), request.params.id);
      return loadRules(deps, site.id);
    },
  );

  app.put(
    escalationRulesPath(':id'),
    {
      preValidation: allowOnly(escalationPolicy.canSet),
      schema: {
        tags,
        security,
        summary:
          "Set a site's escalation rules for the priorities named (administrators): not started within N minutes of assignment, overdue by N hours; each counts from now",
        params: siteIdParamsSchema,
        body: escalationRulesBodySchema,
        response: { 200: escalationRulesSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const site = await loadVisibleSite(deps, actor, request.params.id);
      return saveRules(deps, actor, site, request.body);
    },
  );
};

import {
  organisationPaths,
  organisationSettingsInputSchema,
  organisationSettingsSchema,
} from '@cmms/shared/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, allowOnly, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { organisationPolicy } from './organisation.policy';
import { organisationSettings, setOrganisationSettings } from './organisation.service';

const tags = ['organisation'];
const security = [{ bearerAuth: [] }];

/** The organisation's settings (docs/languages.md): administrators read and change them. */
export const organisationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', requireAuth(deps));
  const onlyAdmins = allowOnly(organisationPolicy.canManage);

  app.get(
    organisationPaths.settings,
    {
      preValidation: onlyAdmins,
      schema: {
        tags,
        security,
        summary: "The organisation's settings: its default language (admin, superadmin)",
        response: { 200: organisationSettingsSchema },
      },
    },
    (request) => organisationSettings(deps, actorOf(request)),
  );

  app.put(
    organisationPaths.settings,
    {
      preValidation: onlyAdmins,
      schema: {
        tags,
        security,
        summary:
          'Change the default language: of everyone who has chosen none and whose browser asks for none shipped (admin, superadmin)',
        body: organisationSettingsInputSchema,
        response: { 200: organisationSettingsSchema },
      },
    },
    (request) => setOrganisationSettings(deps, actorOf(request), request.body),
  );
};

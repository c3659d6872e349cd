import { msg } from '@cmms/shared/i18n/message';
import {
  portalFormSchema,
  portalPaths,
  portalReceiptSchema,
  portalRequestFieldsSchema,
  portalStatusSchema,
  REQUEST_LIMITS,
} from '@cmms/shared/requests';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { fieldsRefused } from '../../lib/http/uploads';
import {
  admitSend,
  dropPhoto,
  loadPortalStatus,
  openDoor,
  portalFormOf,
  type StoredPhoto,
  storePhoto,
  submitRequest,
} from './portal.service';

const tags = ['request portal'];
const tokenParams = z.object({ token: z.string().max(200) });

/** The form's fields checked as the schema says, a 400 under each field that fails. */
function parseFields(raw: unknown) {
  const parsed = portalRequestFieldsSchema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  throw fieldsRefused(parsed.error.issues, 'description', msg('workRequests.descriptionRequired'));
}

/**
 * The portal (issue 35, docs/requests.md): the pages anyone with a site's link or an asset's
 * label opens, without an account. Every answer about a link is the same 404 when the link is
 * wrong or its site's portal is off; each address's sends and wrong links are counted.
 */
export const portalRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Its own limits, not the signed-in uploads': a few short fields, the text, one photo.
  await app.register(multipart, {
    limits: {
      fileSize: REQUEST_LIMITS.photoBytes,
      files: 1,
      fields: 8,
      fieldSize: 4 * REQUEST_LIMITS.description,
      parts: 9,
    },
    preservePath: true,
  });

  /**
   * The form, as multipart (fields first, then the optional `photo`) or as JSON without a photo.
   * The photo is stored as it streams in, once the fields before it passed.
   */
  async function readForm(request: FastifyRequest) {
    if (!request.isMultipart()) return { fields: parseFields(request.body), photo: null };
    const raw: Record<string, string> = {};
    let photo: StoredPhoto | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') raw[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname !== 'photo' || photo) {
          part.file.resume();
          continue;
        }
        parseFields(raw);
        photo = await storePhoto(deps, {
          stream: part.file,
          fileName: part.filename,
          isTruncated: () => part.file.truncated,
        });
      }
      return { fields: parseFields(raw), photo };
    } catch (error) {
      if (photo) await dropPhoto(deps, photo);
      throw error;
    }
  }

  for (const kind of ['site', 'asset'] as const) {
    const formPath = kind === 'site' ? portalPaths.siteForm : portalPaths.assetForm;
    const sendPath = kind === 'site' ? portalPaths.siteRequests : portalPaths.assetRequests;
    const what = kind === 'site' ? "a site's request link (/r/<token>)" : "an asset's label";

    app.get(
      formPath(':token'),
      {
        schema: {
          tags,
          summary: `What the request form of ${what} needs, without an account; 404 when the link is wrong or the portal is off`,
          params: tokenParams,
          response: { 200: portalFormSchema },
        },
      },
      async (request) =>
        portalFormOf(deps, await openDoor(deps, { kind, token: request.params.token }, request.ip)),
    );

    app.post(
      sendPath(':token'),
      {
        schema: {
          tags,
          summary: `Report a problem through ${what}, without an account: multipart/form-data (description, location, urgency low|normal|urgent, name, email, phone, then an optional photo, at most 8 MB, its type read from its bytes) or JSON without a photo. 429 with Retry-After past 10 sends from one address in 10 minutes, or when the site has had 200 in the hour`,
          params: tokenParams,
          consumes: ['multipart/form-data', 'application/json'],
          response: { 201: portalReceiptSchema },
        },
      },
      async (request, reply) => {
        const door = await openDoor(deps, { kind, token: request.params.token }, request.ip);
        await admitSend(deps, door, request.ip);
        const form = await readForm(request);
        const receipt = await submitRequest(deps, door, { ...form, language: request.language });
        return reply.status(201).send(receipt);
      },
    );
  }

  app.get(
    portalPaths.status(':token'),
    {
      schema: {
        tags,
        summary:
          "A request's status and public notes, by its private status link; never staff names beyond the first, nor other requests",
        params: tokenParams,
        response: { 200: portalStatusSchema },
      },
    },
    async (request) => loadPortalStatus(deps, request.params.token, request.ip),
  );
};

import type { Asset, AssetInput } from '@cmms/shared/assets';
import type { Checklist, ChecklistInput } from '@cmms/shared/checklists';
import type { Material, MaterialInput } from '@cmms/shared/materials';
import type { Pm, PmInput } from '@cmms/shared/pm';
import type { SiteInput } from '@cmms/shared/sites';
import type { WorkOrder, WorkOrderInput } from '@cmms/shared/work-orders';
import { expect } from 'vitest';
import type { App } from '../app';
import type { Config } from '../config';
import { createSite } from '../features/sites/sites.service';
import { SYSTEM_ACTOR } from '../lib/actor';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../lib/mailer';
import type { PushSender } from '../lib/push/push-sender';
import { callAs, type HttpMethod, signInCast } from './factories';
import { createTestApp, type TestApp } from './test-app';

type SiteRow = Awaited<ReturnType<typeof createSite>>;

/** One of the scenario's sites by its key, or any site record. */
type SiteRef<S extends string> = S | { id: string };

/** A user a test signs in as: the key it calls them by, their role, and their sites. */
type Member<C extends string, S extends string> = readonly [
  key: C,
  role: string,
  sites: readonly SiteRef<S>[],
];

export type ScenarioOptions<S extends string, C extends string> = {
  config?: Partial<Config>;
  clock?: Clock;
  mailer?: Mailer;
  /** Web Push: a sender that trusts the test's stand-in push service (test/push-service.ts). */
  push?: PushSender;
  /** Made first, in this order, by the system: a site's name or its whole form. */
  sites?: Record<S, string | SiteInput>;
  /** Then these users, through the users service, each signed in through the API. */
  cast: readonly Member<C, NoInfer<S>>[];
  /** Each user's name; their key by default. */
  nameOf?: (key: string) => string;
};

export type Scenario<S extends string, C extends string> = {
  app: App;
  db: TestApp['database']['db'];
  sites: Record<S, SiteRow>;
  ids: Record<C, string>;
  tokens: Record<C, string>;
  /** A request as a member of the cast. */
  call(who: C, method: HttpMethod, url: string, payload?: object): ReturnType<typeof callAs>;
  /** The same, asking for an answer in `language` (Accept-Language), as a browser set to it. */
  callIn(
    language: string,
    who: C,
    method: HttpMethod,
    url: string,
    payload?: object,
  ): ReturnType<typeof callAs>;
  /** More users, signed in as the first were; the same scenario, calling them too. */
  addCast<D extends string>(
    cast: readonly Member<D, S>[],
    nameOf?: (key: string) => string,
  ): Promise<Scenario<S, C | D>>;
  newSite(site: string | SiteInput): Promise<SiteRow>;
  newAsset(who: C, asset: AssetInput): Promise<Asset>;
  newWorkOrder(who: C, workOrder: WorkOrderInput): Promise<WorkOrder>;
  newChecklist(who: C, checklist: ChecklistInput): Promise<Checklist>;
  newPm(who: C, pm: PmInput): Promise<Pm>;
  newMaterial(who: C, material: MaterialInput): Promise<Material>;
  close(): Promise<void>;
};

/**
 * A test file's world: an app on a fresh database, its sites, and its cast signed in. Records
 * are made as a user would make them, through the API (a 201 is expected, the answer typed by
 * the shared contract), or, for sites, through the sites service as the system.
 */
export async function scenario<S extends string = never, C extends string = never>(
  options: ScenarioOptions<S, C>,
): Promise<Scenario<S, C>> {
  const t = await createTestApp(options.config, {
    clock: options.clock,
    mailer: options.mailer,
    push: options.push,
  });
  const db = t.database.db;
  const ids = {} as Record<string, string>;
  const tokens = {} as Record<string, string>;
  const sites = {} as Record<string, SiteRow>;

  const newSite = (site: string | SiteInput) =>
    createSite({ db }, SYSTEM_ACTOR, typeof site === 'string' ? { name: site } : site);
  const call = (who: string, method: HttpMethod, url: string, payload?: object) =>
    callAs(t.app, tokens, who, method, url, payload);
  const callIn = (
    language: string,
    who: string,
    method: HttpMethod,
    url: string,
    payload?: object,
  ) => callAs(t.app, tokens, who, method, url, payload, language);
  const created = async <T>(who: string, url: string, body: object): Promise<T> => {
    const res = await call(who, 'POST', url, body);
    expect(res.statusCode, `POST ${url}: ${res.body}`).toBe(201);
    return res.json();
  };
  async function addCast(cast: readonly Member<string, string>[], nameOf = options.nameOf) {
    const members = cast.map(([key, role, refs]) => {
      const siteIds = refs.map((ref) => (typeof ref === 'string' ? sites[ref]?.id : ref.id));
      if (siteIds.some((id) => id === undefined)) throw new Error(`${key}: an unknown site`);
      return [key, role, siteIds as string[]] as const;
    });
    const signedIn = await signInCast(t.app, db, members, nameOf);
    Object.assign(ids, signedIn.ids);
    Object.assign(tokens, signedIn.tokens);
    return world;
  }

  const world: Scenario<string, string> = {
    app: t.app,
    db,
    sites,
    ids,
    tokens,
    call,
    callIn,
    addCast,
    newSite,
    newAsset: (who, asset) => created(who, '/api/assets', asset),
    newWorkOrder: (who, workOrder) => created(who, '/api/tasks', workOrder),
    newChecklist: (who, checklist) => created(who, '/api/checklists', checklist),
    newPm: (who, pm) => created(who, '/api/pm', pm),
    newMaterial: (who, material) => created(who, '/api/materials', material),
    close: () => t.close(),
  };
  for (const [key, site] of Object.entries<string | SiteInput>(options.sites ?? {})) {
    sites[key] = await newSite(site);
  }
  await addCast(options.cast);
  return world as unknown as Scenario<S, C>;
}

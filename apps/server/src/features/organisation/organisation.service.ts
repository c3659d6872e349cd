import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_NAMES,
  type Language,
} from '@cmms/shared/i18n/languages';
import { msg } from '@cmms/shared/i18n/message';
import {
  DEFAULT_CURRENCY,
  type OrganisationSettings,
  type OrganisationSettingsInput,
} from '@cmms/shared/organisation';
import type { Database, DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { recordActivity } from '../activity/activity.service';
import { organisationPolicy } from './organisation.policy';
import { readSettingsRow, writeSettings } from './organisation.repository';

/**
 * How long an instance answers with the default language it last read. Every request that has
 * no language of its own reads it, so it is kept in memory, read again in the background once
 * this old; another instance sees an administrator's change within this time.
 */
const FRESH_FOR_MS = 5_000;

type Cached = { language: Language; readAt: number; reading: Promise<Language> | null };
const cacheByDb = new WeakMap<object, Cached>();

async function readDefaultLanguage(db: DbOrTx): Promise<Language> {
  const row = await readSettingsRow(db);
  return isLanguage(row?.defaultLanguage) ? row.defaultLanguage : DEFAULT_LANGUAGE;
}

function refresh(db: Database, cached: Cached) {
  cached.reading ??= readDefaultLanguage(db)
    .then((language) => {
      cached.language = language;
      cached.readAt = Date.now();
      return language;
    })
    .finally(() => {
      cached.reading = null;
    });
  return cached.reading;
}

/** The organisation's default language, read fresh: at start-up, and for a mail. */
export async function loadOrganisationLanguage(deps: { db: Database }): Promise<Language> {
  let cached = cacheByDb.get(deps.db);
  if (!cached) {
    cached = { language: DEFAULT_LANGUAGE, readAt: 0, reading: null };
    cacheByDb.set(deps.db, cached);
  }
  return refresh(deps.db, cached);
}

/**
 * The default language as this instance last read it, without waiting: a request's language is
 * decided on every request (docs/languages.md). Once stale it is read again in the background.
 */
export function organisationLanguage(deps: { db: Database }): Language {
  const cached = cacheByDb.get(deps.db);
  if (!cached) {
    void loadOrganisationLanguage(deps).catch(() => undefined);
    return DEFAULT_LANGUAGE;
  }
  if (Date.now() - cached.readAt > FRESH_FOR_MS)
    void refresh(deps.db, cached).catch(() => undefined);
  return cached.language;
}

export async function organisationSettings(
  deps: Pick<ServiceDeps, 'db'>,
  actor: UserActor,
): Promise<OrganisationSettings> {
  organisationPolicy.assertMayManage(actor);
  return {
    defaultLanguage: await readDefaultLanguage(deps.db),
    currency: await organisationCurrency(deps),
  };
}

/** The currency costs are kept in (issue 33). */
export async function organisationCurrency(deps: Pick<ServiceDeps, 'db'>) {
  return (await readSettingsRow(deps.db))?.currency ?? DEFAULT_CURRENCY;
}

export async function setOrganisationSettings(
  deps: Pick<ServiceDeps, 'db' | 'clock'> & { db: Database },
  actor: UserActor,
  settings: OrganisationSettingsInput,
): Promise<OrganisationSettings> {
  organisationPolicy.assertMayManage(actor);
  const saved = await deps.db.transaction(async (tx) => {
    const before = await readDefaultLanguage(tx);
    const currencyBefore = (await readSettingsRow(tx))?.currency ?? DEFAULT_CURRENCY;
    const currency = settings.currency ?? currencyBefore;
    const row = await writeSettings(
      tx,
      { defaultLanguage: settings.defaultLanguage, currency },
      deps.clock.now(),
    );
    if (currency !== currencyBefore) {
      await recordActivity(tx, actor, {
        action: 'organisation_currency_changed',
        description: msg('organisation.currencyChanged', { from: currencyBefore, to: currency }),
        type: 'user',
        metadata: { from: currencyBefore, to: currency },
      });
    }
    if (before !== settings.defaultLanguage) {
      await recordActivity(tx, actor, {
        action: 'organisation_language_changed',
        description: msg('organisation.languageChanged', {
          from: LANGUAGE_NAMES[before],
          to: LANGUAGE_NAMES[settings.defaultLanguage],
        }),
        type: 'user',
        metadata: { from: before, to: settings.defaultLanguage },
      });
    }
    return row;
  });
  const language = isLanguage(saved?.defaultLanguage) ? saved.defaultLanguage : DEFAULT_LANGUAGE;
  const cached = cacheByDb.get(deps.db);
  if (cached) Object.assign(cached, { language, readAt: Date.now() });
  return { defaultLanguage: language, currency: saved?.currency ?? DEFAULT_CURRENCY };
}

/**
 * The language a mail to this person is written in: their own choice, else the organisation's
 * default (their browser's is not known when no request of theirs is being answered). On the
 * app's database, the default as this instance last read it: no query on the recovery route,
 * which anyone may call; inside a transaction (the scheduler's), read there.
 */
export async function languageOfRecipient(
  deps: { db: DbOrTx },
  recipient: { language: string | null },
): Promise<Language> {
  if (isLanguage(recipient.language)) return recipient.language;
  return cacheByDb.has(deps.db)
    ? organisationLanguage(deps as { db: Database })
    : readDefaultLanguage(deps.db);
}

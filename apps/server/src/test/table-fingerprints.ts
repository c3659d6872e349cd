type Queryable = { query(sql: string): Promise<{ rows: unknown[] }> };

/**
 * Every table of `schemas` as its row count and a checksum of its rows (their text, sorted), and
 * every sequence as its last value: equal fingerprints, equal data. Settings that change how a
 * value prints are fixed first, so PGlite and PostgreSQL print alike.
 */
export async function fingerprintTables(db: Queryable, schemas = ['public', 'drizzle']) {
  for (const setting of [
    "set timezone to 'UTC'",
    "set datestyle to 'ISO, MDY'",
    "set intervalstyle to 'postgres'",
    'set extra_float_digits to 1',
  ]) {
    await db.query(setting);
  }
  const list = schemas.map((schema) => `'${schema}'`).join(', ');
  const tables = (await db.query(
    `select schemaname || '.' || tablename as name from pg_tables
      where schemaname in (${list}) order by 1`,
  )) as { rows: { name: string }[] };
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const { rows } = (await db.query(
      `select count(*)::text || ' rows, ' || coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '-') as f
         from ${name} t`,
    )) as { rows: { f: string }[] };
    fingerprint[name] = rows[0]?.f ?? '';
  }
  const sequences = (await db.query(
    `select schemaname || '.' || sequencename as name, coalesce(last_value::text, '-') as last
       from pg_sequences where schemaname in (${list})`,
  )) as { rows: { name: string; last: string }[] };
  for (const { name, last } of sequences.rows) fingerprint[`${name} (sequence)`] = last;
  return fingerprint;
}

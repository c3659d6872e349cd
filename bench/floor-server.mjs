// The floor under the lists on this machine: bare node:http and pg (no framework, no sign-in
// check, no validation, no presenter) answering each list case with the very statements the
// server sends PostgreSQL for it, text and values as captured on the wire
// (bench/statement-capture.mjs). Whatever this reaches, the real server cannot beat on the same
// machine; bench/work-orders.mjs measures both side by side and reports their ratio.
// Run as its own process, as the server is: DATABASE_URL, PORT, and STATEMENTS_FILE, a JSON
// array with one entry per case (`GET /<index>`), each the list of { text, values } the server
// executed for one request of that case, in order. The answer is the last statement's rows as
// arrays of PostgreSQL's text, unparsed (the server asks pg for arrays too, Drizzle's rowMode
// 'array'), with X-Total-Count from the `total` column of its first row when it has one.
// GET /health answers 200, and the port it got (PORT=0) is printed as the server's banner prints
// it, as bench/server.mjs reads them.
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';

/** @type {{ text: string, values: (string | null)[] }[][]} */
const cases = JSON.parse(fs.readFileSync(String(process.env.STATEMENTS_FILE), 'utf8'));
// Named, so each is parsed once per connection, as the server's are (db/prepared-client.ts).
const queries = cases.map((statements, index) =>
  statements.map(({ text, values }, n) => ({
    name: `floor_${index}_${n}`,
    text,
    values,
    rowMode: 'array',
    // Every value as PostgreSQL's text: the least any server could do with it.
    types: { getTypeParser: () => (/** @type {string} */ value) => value },
  })),
);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  // The server's pool size and plan mode (docs/database.md): one plan per statement and connection.
  max: 10,
  options: '-c plan_cache_mode=force_generic_plan',
});

const server = http
  .createServer(async (request, response) => {
    if (request.url === '/health') {
      response.writeHead(200).end();
      return;
    }
    const statements = queries[Number(request.url?.slice(1))];
    if (!statements) {
      response.writeHead(404).end();
      return;
    }
    try {
      /** @type {pg.QueryArrayResult | undefined} */
      let result;
      for (const query of statements) result = await pool.query(query);
      const rows = result?.rows ?? [];
      const total = result?.fields.findIndex((field) => field.name === 'total') ?? -1;
      const body = JSON.stringify(rows);
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'x-total-count': String(total >= 0 ? (rows[0]?.[total] ?? 0) : rows.length),
      });
      response.end(body);
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
server.once('listening', () => {
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.info(`  Open:      http://localhost:${address.port}`);
});

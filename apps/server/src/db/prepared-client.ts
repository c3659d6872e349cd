import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * A node-postgres client that sends every parameterised query as a named prepared statement,
 * named after its text. PostgreSQL then parses each distinct query once per connection and can
 * reuse its plan; planning a list query with its joins cost more than running it (measured in
 * bench/work-orders.mjs). Plain-text commands (begin, commit, migrations) pass through unchanged.
 * The number of distinct statements is bounded by the code's query shapes.
 */
export class PreparingClient extends pg.Client {
  /**
   * Every statement is prepared once per connection and planned once: our statements are
   * indexed lookups whose best plan does not depend on the values bound. Left to choose,
   * PostgreSQL re-plans a list bound to an array of sites on every execution, because it costs
   * the generic plan for ten sites (docs/database.md, "Statements and plans"). A SET, not a
   * startup option, so a pooler in session mode passes it; sent as part of connecting, so no
   * query of the connection runs before it.
   */
  // biome-ignore lint/suspicious/noExplicitAny: pg.Client.connect is overloaded; this keeps both forms.
  override connect(callback?: any): any {
    const ready = super
      .connect()
      .then(() => super.query('set plan_cache_mode = force_generic_plan'))
      .then(() => this);
    if (!callback) return ready;
    ready.then(
      () => callback(null, this),
      (error: Error) => callback(error),
    );
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg.Client.query is overloaded; this forwards all forms.
  override query(config: any, values?: any, callback?: any): any {
    if (
      config !== null &&
      typeof config === 'object' &&
      typeof config.text === 'string' &&
      config.name === undefined &&
      Array.isArray(values) &&
      values.length > 0
    ) {
      return super.query({ ...config, name: statementName(config.text) }, values, callback);
    }
    return super.query(config, values, callback);
  }
}

const names = new Map<string, string>();

function statementName(text: string) {
  let name = names.get(text);
  if (!name) {
    name = `q_${createHash('sha1').update(text).digest('base64url')}`;
    // Bounded in practice; the guard keeps a bug from growing it without end.
    if (names.size < 10_000) names.set(text, name);
  }
  return name;
}

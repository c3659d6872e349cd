import { inEnglish } from '@cmms/shared/i18n/source-translators';
import fc from 'fast-check';
import { ROUTER_ERROR_MESSAGES } from '../lib/http/error-handler';

/**
 * Malformed requests for every operation of the API's own OpenAPI document (issue 20). Each
 * request starts from what the operation's schema describes (so it reaches the services often
 * enough) and is then broken: wrong types, missing and extra fields, huge and special values,
 * bad path parameters and query strings, wrong content types, bodies that are not JSON.
 * api-fuzz.test.ts sends them and `checkResponse` says what a response must never do.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: JsonSchema | boolean;
};

type DocParameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type DocOperation = {
  parameters?: DocParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
};
export type OpenApiDocument = { paths: Record<string, Record<string, DocOperation>> };

type Parameter = { name: string; required: boolean; schema: JsonSchema };

export type Operation = {
  method: string;
  /** As the document writes it: /api/sites/{id} */
  path: string;
  /** The operation needs a bearer token. */
  secured: boolean;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | null;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!METHODS.has(method)) continue;
      const parameters = (operation.parameters ?? []).map((p) => ({
        in: p.in,
        name: p.name,
        required: p.required === true,
        schema: p.schema ?? {},
      }));
      operations.push({
        method: method.toUpperCase(),
        path,
        secured: (operation.security ?? []).length > 0,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------
// Known ids: real records, so that requests reach the services and not only the validator.

/**
 * What the API's answers hold: ids and keys by the name of what they are ("site", "user"), short
 * texts by field name ("value:status"), and whole records by kind, whose fields make bodies
 * that hang together (a work order's asset at its own site).
 */
export type Known = {
  ids: Map<string, Set<string>>;
  examples: Map<string, Record<string, unknown>[]>;
};

export const emptyKnown = (): Known => ({ ids: new Map(), examples: new Map() });

const GENERIC_SEGMENTS = new Set(['all', 'user', 'mine', 'recent', 'upcoming', 'logs', 'api']);
const ALIASES: Record<string, string> = {
  assignedto: 'user',
  createdby: 'user',
  requestedby: 'user',
  record: 'attendance',
  workorder: 'task',
  leaveRequest: 'leave',
};

const singular = (word: string) => {
  const lower = word.toLowerCase().replace(/[^a-z]/g, '');
  const one = lower.endsWith('ies')
    ? `${lower.slice(0, -3)}y`
    : lower.endsWith('s')
      ? lower.slice(0, -1)
      : lower;
  return ALIASES[one] ?? one;
};

/** "siteId" → "site", "assignedToId" → "user", "siteIds" → "site"; null for other names. */
function poolNameOf(field: string): string | null {
  const match = /^(.*?)(Id|Ids|_id)$/.exec(field);
  if (!match?.[1]) return field === 'userId' ? 'user' : null;
  return singular(match[1]);
}

/** What the records of a list answer are: /api/attendance/leave/all → "leave". */
export function poolNameOfPath(path: string): string {
  const segments = path.split('/').filter((s) => s && !s.startsWith('{'));
  for (let index = segments.length - 1; index >= 0; index--) {
    const segment = segments[index] as string;
    if (!GENERIC_SEGMENTS.has(segment)) return singular(segment);
  }
  return 'any';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function addTo(pools: Known, name: string, value: string) {
  let pool = pools.ids.get(name);
  if (!pool) {
    pool = new Set();
    pools.ids.set(name, pool);
  }
  if (pool.size < 200) pool.add(value);
}

/** Walks an answer and files every id and key it holds under the name of what it is. */
export function collectIds(pools: Known, value: unknown, name: string) {
  const pending: { value: unknown; name: string }[] = [{ value, name }];
  for (let at = pending.pop(); at; at = pending.pop()) {
    const item = at.value;
    if (Array.isArray(item)) {
      for (const child of item) pending.push({ value: child, name: at.name });
    } else if (item && typeof item === 'object') {
      const record = item as Record<string, unknown>;
      if (typeof record.id === 'string') {
        const examples = pools.examples.get(at.name) ?? [];
        if (examples.length < 50) examples.push(record);
        pools.examples.set(at.name, examples);
      }
      for (const [key, child] of Object.entries(item)) {
        if (typeof child === 'string') {
          // Short texts too, by field name: what a status or a category really holds, which
          // the document cannot say when a refinement checks it.
          if (child.length > 0 && child.length <= 40 && !UUID.test(child)) {
            addTo(pools, `value:${key}`, child);
          }
          if (key === 'id' && UUID.test(child)) addTo(pools, at.name, child);
          else if (key === 'key') addTo(pools, 'key', child);
          else if (UUID.test(child)) addTo(pools, poolNameOf(key) ?? 'any', child);
          if (UUID.test(child)) addTo(pools, 'any', child);
        } else if (child && typeof child === 'object') {
          pending.push({ value: child, name: singular(key) });
        }
      }
    }
  }
}

function poolArbitrary(pools: Known, name: string | null): fc.Arbitrary<string> | null {
  const pool = [...(pools.ids.get(name ?? 'any') ?? pools.ids.get('any') ?? [])];
  return pool.length > 0 ? fc.constantFrom(...pool) : null;
}

// ---------------------------------------------------------------------------------------------
// Values an operation's schema accepts (or nearly: the names decide what a string holds).

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const calendarDate = fc
  .oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1990, max: 2060 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 9999 }) },
  )
  .chain((year) =>
    fc
      .record({ month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
      .map(({ month, day }) => {
        const last = new Date(Date.UTC(2000, month, 0)).getUTCDate();
        return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(day, last))}`;
      }),
  );

const dateTime = fc
  .date({
    min: new Date('1990-01-01T00:00:00Z'),
    max: new Date('2060-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString());

const clockTime = fc
  .record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) })
  .map(({ hour, minute }) => `${pad(hour)}:${pad(minute)}`);

const email = fc.oneof(
  fc.nat({ max: 99_999 }).map((n) => `fuzz-${n}@example.com`),
  fc.emailAddress(),
);

function stringFor(schema: JsonSchema, name: string, pools: Known): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, 60);
  // Cut or pad to the schema's lengths (a filter could loop forever on a name's generator whose
  // values never fit, a date and time where only ten characters are allowed).
  const fit = (s: string) => {
    const cut = schema.maxLength === undefined ? s : s.slice(0, schema.maxLength);
    return cut.length < min ? cut.padEnd(min, 'x') : cut;
  };
  if (schema.format === 'uuid') {
    const known = poolArbitrary(pools, poolNameOf(name));
    return known ? fc.oneof({ weight: 4, arbitrary: known }, fc.uuid()) : fc.uuid();
  }
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern), { size: 'small' }).map(fit);
  }
  const byName: fc.Arbitrary<string>[] = [];
  const seen = pools.ids.get(`value:${name}`);
  if (seen && seen.size > 0) byName.push(fc.constantFrom(...seen));
  const known = poolNameOf(name) !== null ? poolArbitrary(pools, poolNameOf(name)) : null;
  if (known) byName.push(known);
  const keys = name === 'key' ? poolArbitrary(pools, 'key') : null;
  if (keys) byName.push(keys);
  if (/email/i.test(name)) byName.push(email);
  if (/password/i.test(name)) byName.push(fc.constantFrom('Test@1234', 'Fuzz#Pass99'));
  if (/pin$/i.test(name)) byName.push(fc.stringMatching(/^\d{4}$/));
  if (/month/i.test(name)) byName.push(calendarDate.map((d) => d.slice(0, 7)));
  else if (/date|day|^(start|end|due|from|to)$/i.test(name)) {
    byName.push(calendarDate, dateTime);
  } else if (/time|At$/.test(name)) byName.push(clockTime, dateTime);
  if (/mobile|phone/i.test(name)) byName.push(fc.stringMatching(/^\+?\d{7,12}$/));
  if (/location/i.test(name)) {
    byName.push(
      fc
        .tuple(
          fc.double({ min: -90, max: 90, noNaN: true }),
          fc.double({ min: -180, max: 180, noNaN: true }),
        )
        .map(([lat, lng]) => `${lat.toFixed(5)},${lng.toFixed(5)}`),
    );
  }
  const plain = fc.string({ minLength: min, maxLength: Math.max(min, max) });
  const candidates = byName.map((arbitrary) => arbitrary.map(fit));
  return candidates.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.oneof(...candidates) }, { weight: 1, arbitrary: plain })
    : plain;
}

/** A value the schema describes; `name` is the field's name, which says what a string holds. */
function valueFor(
  schema: JsonSchema,
  name: string,
  pools: Known,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) {
    return fc.oneof(...branches.map((branch) => valueFor(branch, name, pools, depth + 1)));
  }
  if (schema.allOf && schema.allOf.length > 0) {
    return valueFor(Object.assign({}, ...schema.allOf), name, pools, depth + 1);
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => valueFor({ ...schema, type }, name, pools, depth + 1)));
  }
  const bound = (value: number | undefined, fallback: number) =>
    value === undefined ? fallback : Math.max(-2_147_483_648, Math.min(2_147_483_647, value));
  switch (types[0]) {
    case 'string':
      return stringFor(schema, name, pools);
    case 'integer':
      return fc.integer({ min: bound(schema.minimum, -1000), max: bound(schema.maximum, 100_000) });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, singular(name), pools, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      if (Object.keys(properties).length === 0) {
        return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), {
          maxKeys: 4,
        });
      }
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) {
        shape[key] = valueFor(property, key, pools, depth + 1);
      }
      const required = (schema.required ?? []).filter((key) => key in shape);
      return fc.record(shape, { requiredKeys: required });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ---------------------------------------------------------------------------------------------
// Bad values and mutations.

/**
 * JSON cannot say Infinity or a 5,000-deep nesting through JSON.stringify: such values travel as
 * a marker string that `toJsonText` replaces by the raw text.
 */
const RAW = '\u0001raw:';
const raw = (text: string) => `${RAW}${text}\u0001`;
/** A value as a query string or path carries it: a raw marker becomes its text. */
const asText = (value: unknown) =>
  typeof value === 'string'
    ? value.startsWith(RAW)
      ? value.slice(RAW.length, -1)
      : value
    : toJsonText(value);

const SPECIAL_STRINGS = [
  '',
  ' ',
  '   ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\uffff',
  '\ufeff',
  '\u202egnp.exe',
  'e\u0301\u0301\u0301',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '👩🏽‍🔧',
  '\t\r\n',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '-0',
  '0',
  '1e309',
  '0x1F',
  '1_000',
  'true',
  '[]',
  '{}',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '\\',
  "\\'",
  '%00',
  '%',
  '%E0%A4%A',
  '../../etc/passwd',
  '..',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, on purpose.
  '${7*7}',
  '{{7*7}}',
  '2024-02-30',
  '2024-13-01',
  '2023-02-29',
  '0000-01-01',
  '0000-00-00',
  '0001-01-01',
  '9999-12-31',
  '10000-01-01',
  '+275760-09-13',
  '-000001-01-01',
  '2024-1-1',
  '2024-01-01T25:61:61Z',
  '2024-01-01T00:00:00+99:99',
  '1970-01-01T00:00:00.000Z',
  '275760-09-13T00:00:00.001Z',
  '24:00',
  '23:60',
  '99:99:99',
  '1234',
  '12345',
  'abcd',
  '000000',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '12345678-1234-1234-1234-123456789012',
  '12345678-1234-9234-1234-123456789012',
  '{12345678-1234-4234-8234-123456789012}',
  'zzzzzzzz-zzzz-4zzz-8zzz-zzzzzzzzzzzz',
  'not-a-uuid',
  'admin',
  'superadmin',
  'ADMIN',
  ' Admin ',
  'Active',
  'pending',
  'a@b',
  '@',
  'x@example.com\u0000',
  'data:image/png;base64,AAAA',
  'data:image/png;base64,iVBORw0KGgo=',
  'data:image/svg+xml;base64,PHN2Zz4=',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  'hasOwnProperty',
];

const SPECIAL_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  1.000000001,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_VALUE,
];

const hugeString = fc
  .tuple(fc.constantFrom('x', '€', '\u0000', '𝔘', ' ', '%'), fc.integer({ min: 256, max: 200_000 }))
  .map(([unit, count]) => unit.repeat(count));

const deepNesting = fc
  .tuple(fc.constantFrom('array', 'object'), fc.integer({ min: 50, max: 5_000 }))
  .map(([kind, depth]) =>
    raw(
      kind === 'array'
        ? `${'['.repeat(depth)}${']'.repeat(depth)}`
        : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    ),
  );

/** A value that should never be accepted where it lands (or that a service must cope with). */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...SPECIAL_NUMBERS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[]], { '': '' }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(raw('1e400'), raw('-1e400'), raw('1e-400'), raw('-0.0')),
  },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 20_000 }).map((n) => Array(n).fill(1)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer().map((n) => String(n)) },
  { weight: 1, arbitrary: fc.double() },
);

/**
 * Characters slipped into a text the schema accepts, so that the request passes validation and
 * the text reaches the service and the database: NUL, unpaired surrogates, a byte-order mark,
 * right-to-left override, a lone combining mark, quotes and escapes.
 */
const TAINTS = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\ud83d',
  '\uffff',
  '\ufeff',
  '\u202e',
  '\u0301',
  '%',
  "'",
  '"',
  '\\',
  '\n',
  '😀',
];

type Mutation = {
  kind: 'replace' | 'remove' | 'extra' | 'wrap' | 'stringify' | 'taint';
  target: number;
  key: string;
  value: unknown;
  taint: string;
};

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom(
    'replace',
    'replace',
    'replace',
    'remove',
    'extra',
    'wrap',
    'stringify',
    'taint',
    'taint',
    'taint',
  ),
  taint: fc.constantFrom(...TAINTS),
  target: fc.nat(),
  key: fc.oneof(
    fc.constantFrom(
      '__proto__',
      'constructor',
      'extra',
      'id',
      'role',
      'createdAt',
      'siteIds',
      '',
      'a\u0000',
      '\ud800',
      '\udc00x',
    ),
    fc.string({ maxLength: 12 }),
  ),
  value: badValue,
});

type Node = { parent: Record<string, unknown> | unknown[] | null; key: string | number };

/** Every place in a value a mutation may hit, the root first. */
function nodesOf(root: unknown): Node[] {
  const nodes: Node[] = [{ parent: null, key: '' }];
  const pending: unknown[] = [root];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (Array.isArray(item)) {
      item.forEach((child, index) => {
        nodes.push({ parent: item, key: index });
        pending.push(child);
      });
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        nodes.push({ parent: item as Record<string, unknown>, key });
        pending.push(child);
      }
    }
  }
  return nodes;
}

const valueAt = (root: unknown, node: Node) =>
  node.parent === null ? root : (node.parent as Record<string | number, unknown>)[node.key];

const setOwn = (target: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });

/** Applies mutations to a copy of a value; the root may be replaced (or removed: undefined). */
function mutate(value: unknown, mutations: Mutation[]): unknown {
  let root: unknown = structuredClone(value);
  for (const mutation of mutations) {
    // A copy: fast-check hands out the same instance of a constant ([], {}) again and again,
    // and a mutation of it in place would change (and grow) every later request.
    const change = { ...mutation, value: structuredClone(mutation.value) };
    const all = nodesOf(root);
    // A taint lands in a text; without one it changes nothing.
    const nodes =
      change.kind === 'taint' ? all.filter((n) => typeof valueAt(root, n) === 'string') : all;
    if (nodes.length === 0) continue;
    const node = nodes[change.target % nodes.length] as Node;
    const current = valueAt(root, node);
    let next: unknown = current;
    switch (change.kind) {
      case 'replace':
        next = change.value;
        break;
      case 'wrap':
        next = [current];
        break;
      case 'stringify':
        next = typeof current === 'string' ? current : JSON.stringify(current ?? null);
        break;
      case 'taint': {
        const text = current as string;
        const at = change.target % (text.length + 1);
        next = `${text.slice(0, at)}${change.taint}${text.slice(at)}`;
        break;
      }
      case 'extra':
        if (Array.isArray(current)) next = [...current, change.value];
        else if (current && typeof current === 'object') {
          next = setOwn({ ...(current as object) }, change.key, change.value);
        } else next = change.value;
        break;
      case 'remove':
        next = undefined;
        break;
    }
    if (node.parent === null) root = next;
    else if (Array.isArray(node.parent)) {
      if (next === undefined) node.parent.splice(node.key as number, 1);
      else node.parent[node.key as number] = next;
    } else if (next === undefined) delete node.parent[node.key as string];
    else setOwn(node.parent, node.key as string, next);
  }
  return root;
}

/** JSON text with the raw markers replaced (Infinity, deep nesting). */
function toJsonText(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  return text.replace(/"\\u0001raw:(.*?)\\u0001"/g, (_, inner: string) => inner);
}

// ---------------------------------------------------------------------------------------------
// Whole requests.

export type Caller = { key: string; authorization?: string };

export type FuzzRequest = {
  who: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

/**
 * encodeURIComponent for any text: a lone surrogate (which it refuses) travels as the three bytes
 * WTF-8 gives it, %ED%A0%80, which is not UTF-8 and which the server must refuse cleanly.
 */
function encodeAny(text: string) {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      for (const byte of [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]) {
        out += `%${byte.toString(16).toUpperCase()}`;
      }
    } else out += encodeURIComponent(char);
  }
  return out;
}

const BAD_PATH_VALUES = [
  '',
  'abc',
  '0',
  '-1',
  '1e5',
  'null',
  'undefined',
  'true',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '..%2F..%2Fetc%2Fpasswd',
  '%5C',
  '%00',
  'a%00b',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '%F0%9F%98%80',
  '%20',
  ';',
  '*',
  "'",
  '%22',
  '%27%20OR%201%3D1',
  'admin',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '12345678-1234-9234-1234-123456789012',
  '%7B12345678-1234-4234-8234-123456789012%7D',
];

/** A sound and a broken way to fill one path parameter. */
function pathValue(param: Parameter, path: string, pools: Known): Aspect<string> {
  const name =
    param.name === 'id'
      ? poolNameOfPath(path.slice(0, path.indexOf(`{${param.name}}`)))
      : param.name;
  const poolName = param.name === 'key' ? 'key' : (poolNameOf(name) ?? name);
  const known = poolArbitrary(pools, poolName);
  const some = known ?? fc.uuid();
  return {
    sound: (known ? fc.oneof({ weight: 4, arbitrary: known }, fc.uuid()) : fc.uuid()).map(
      encodeAny,
    ),
    broken: fc.oneof(
      { weight: 1, arbitrary: some.map((id) => id.toUpperCase()) },
      { weight: 1, arbitrary: some.map((id) => `${id}x`) },
      { weight: 1, arbitrary: some.map((id) => `${id}%00`) },
      { weight: 5, arbitrary: fc.constantFrom(...BAD_PATH_VALUES) },
      { weight: 1, arbitrary: fc.integer({ min: 100, max: 10_000 }).map((n) => 'a'.repeat(n)) },
      { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map(encodeAny) },
      { weight: 2, arbitrary: fc.constantFrom(...SPECIAL_STRINGS).map(encodeAny) },
    ),
  };
}

const RAW_QUERY_PARTS = [
  '',
  '&',
  '&&',
  '=',
  '==',
  '%',
  '%E0%A4%A',
  '%00=%00',
  'a[b]=c',
  'limit[]=1',
  'limit[a]=1',
  '__proto__=1',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  'limit=1&limit=2',
  'offset=-1',
  'offset=1e400',
  'limit=99999999999999999999',
  'limit=-5',
  'limit=NaN',
  'limit=0x10',
  'limit=%20',
  'offset=9007199254740993',
  'search=%25',
  'search=%5C',
  'page=-1',
  'pageSize=100000',
];

/** A sound and a broken way to give one query parameter. */
function queryPart(param: Parameter, pools: Known): Aspect<string> {
  const name = encodeAny(param.name);
  const encode = (value: unknown) => `${name}=${encodeAny(asText(value))}`;
  const good = valueFor(param.schema, param.name, pools).map(encode);
  const bad = badValue.map((value) =>
    typeof value === 'string' && value.length > 3000 ? value.slice(0, 3000) : value,
  );
  return {
    sound: good,
    broken: fc.oneof(
      { weight: 4, arbitrary: bad.map(encode) },
      { weight: 2, arbitrary: fc.tuple(good, good).map(([a, b]) => `${a}&${b}`) },
      {
        weight: 2,
        arbitrary: fc
          .constantFrom(
            '-1',
            '0',
            '-9999999',
            '1e309',
            '100000000',
            '9007199254740993',
            '',
            '1.5',
            'abc',
          )
          .map((value) => `${name}=${value}`),
      },
      { weight: 1, arbitrary: fc.constant(name) },
    ),
  };
}

const JSON_TYPE = 'application/json';
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json-patch+json',
  'application/vnd.api+json',
  'application/octet-stream',
  '*/*',
  'json',
  ';',
  'application/json, text/plain',
];
const NOT_JSON = [
  '',
  '{',
  '{"a":',
  '[1,]',
  "{'a':1}",
  'nul',
  'NaN',
  'undefined',
  '\u0000',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  '{"a":1,"a":2}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  'a=1&b=2',
  '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--fuzz--',
  '<a>1</a>',
  '"\\ud800"',
  '1e400',
];

type BodyPlan = { contentType?: string; payload?: string };

/** A record's value for a body field: its own, or the id of what it names ("assetId" ← asset). */
function exampleValue(example: Record<string, unknown>, key: string): unknown {
  const idOf = (value: unknown) =>
    value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : undefined;
  const own = example[key];
  if (own !== undefined && (own === null || typeof own !== 'object')) return own;
  if (Array.isArray(own))
    return own.every((x) => x === null || typeof x !== 'object') ? own : own.map(idOf);
  if (own !== undefined) return idOf(own);
  const base = /^(.*?)(Id|Ids)$/.exec(key);
  if (!base?.[1]) return undefined;
  const named = example[base[1]] ?? example[`${base[1]}s`];
  return Array.isArray(named) ? named.map(idOf) : idOf(named);
}

/**
 * Bodies from the schema, and as often bodies built on a record the API answered (an existing
 * work order's title, asset, site and assignee), some fields taken from the schema's values:
 * such requests get past the validator and the lookups and reach the service's rules.
 */
function validBody(schema: JsonSchema, pools: Known, resource: string): fc.Arbitrary<unknown> {
  const generated = valueFor(schema, 'body', pools);
  const examples = pools.examples.get(resource) ?? [];
  const keys = Object.keys(schema.properties ?? {});
  if (examples.length === 0 || keys.length === 0) return generated;
  const fromExample = fc
    .tuple(
      fc.constantFrom(...examples),
      generated,
      // Each field keeps the record's value nine times in ten.
      fc.array(
        fc.nat({ max: 9 }).map((n) => n === 0),
        { minLength: keys.length, maxLength: keys.length },
      ),
    )
    .map(([example, values, fresh]) => {
      const body: Record<string, unknown> =
        values && typeof values === 'object' && !Array.isArray(values) ? { ...values } : {};
      keys.forEach((key, index) => {
        const value = exampleValue(example, key);
        if (value !== undefined && !fresh[index]) body[key] = value;
      });
      return body;
    });
  return fc.oneof(generated, fromExample);
}

/** A sound body (from the schema or a record) and the broken ones. */
function bodyOf(operation: Operation, pools: Known): Aspect<BodyPlan> {
  const { body: schema } = operation;
  const valid = schema
    ? validBody(schema, pools, poolNameOfPath(operation.path))
    : fc.jsonValue({ maxDepth: 2 });
  const json = (value: unknown): BodyPlan =>
    value === undefined
      ? { contentType: JSON_TYPE }
      : { contentType: JSON_TYPE, payload: toJsonText(value) };
  const mutated = fc
    .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([value, changes]) => mutate(value, changes));
  return {
    // A GET or a DELETE without a schema sends no body when sound.
    sound: schema ? valid.map(json) : fc.constant<BodyPlan>({}),
    broken: fc.oneof(
      { weight: 8, arbitrary: mutated.map(json) },
      { weight: 2, arbitrary: fc.constant<BodyPlan>({}) },
      { weight: 1, arbitrary: fc.constant<BodyPlan>({ contentType: JSON_TYPE }) },
      {
        weight: 2,
        arbitrary: fc
          .constantFrom(...NOT_JSON)
          .map((payload) => ({ contentType: JSON_TYPE, payload })),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom('null', '0', '-1', '"text"', 'true', '[]', '[{}]', '{}')
          .map((payload) => ({ contentType: JSON_TYPE, payload })),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(
            fc.constantFrom(...OTHER_TYPES),
            fc.oneof(valid.map(toJsonText), fc.constantFrom(...NOT_JSON)),
          )
          .map(([contentType, payload]) => ({ contentType, payload })),
      },
      {
        weight: 1,
        // Over the 1 MiB body limit: a 413, never a 500.
        arbitrary: fc.constant<BodyPlan>({
          contentType: JSON_TYPE,
          payload: `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`,
        }),
      },
    ),
  };
}

/** A part of a request, filled as the document describes it or broken. */
type Aspect<T> = { sound: fc.Arbitrary<T>; broken: fc.Arbitrary<T> };

const pick = <T>(aspect: Aspect<T>, broken: boolean) => (broken ? aspect.broken : aspect.sound);

/**
 * Requests for one operation, as any of the callers: one in four sound throughout (they reach
 * the services and their rules), the others with their path, query or body broken, or several.
 */
export function requestsFor(
  operation: Operation,
  callers: fc.Arbitrary<Caller>,
  pools: Known,
): fc.Arbitrary<FuzzRequest> {
  const parts = ['query', 'body', ...(operation.pathParams.length > 0 ? ['path'] : [])];
  const brokenParts = fc.oneof(
    { weight: 1, arbitrary: fc.constant<string[]>([]) },
    { weight: 3, arbitrary: fc.subarray(parts, { minLength: 1 }) },
  );
  const paths = operation.pathParams.map((param) => pathValue(param, operation.path, pools));
  const queries = operation.queryParams.map((param) => queryPart(param, pools));
  const body = bodyOf(operation, pools);
  return fc.record({ caller: callers, broken: brokenParts }).chain(({ caller, broken }) => {
    const brokenPath = broken.includes('path');
    const brokenQuery = broken.includes('query');
    // A broken path breaks one parameter at least; a broken query one value or adds junk.
    const pathArbitrary = fc
      .nat({ max: Math.max(paths.length - 1, 0) })
      .chain((index) =>
        fc.tuple(...paths.map((aspect, i) => pick(aspect, brokenPath && i === index))),
      );
    const queryArbitrary = fc.tuple(
      fc
        .subarray(queries.map((aspect, i) => ({ aspect, i })))
        .chain((chosen) =>
          fc.tuple(
            ...chosen.map(({ aspect }) =>
              brokenQuery ? fc.oneof(aspect.sound, aspect.broken) : aspect.sound,
            ),
          ),
        ),
      brokenQuery && queries.length > 0
        ? fc.oneof(
            { weight: 2, arbitrary: fc.constant<string[]>([]) },
            { weight: 1, arbitrary: fc.subarray(RAW_QUERY_PARTS, { minLength: 1, maxLength: 3 }) },
          )
        : brokenQuery
          ? fc.subarray(RAW_QUERY_PARTS, { minLength: 1, maxLength: 3 })
          : fc.constant<string[]>([]),
    );
    return fc
      .record({
        path: pathArbitrary,
        query: queryArbitrary,
        body: pick(body, broken.includes('body')),
      })
      .map(({ path, query, body }): FuzzRequest => {
        let url = operation.path;
        operation.pathParams.forEach((param, index) => {
          url = url.replace(`{${param.name}}`, path[index] as string);
        });
        const search = [...query[0], ...query[1]].join('&');
        const headers: Record<string, string> = {};
        if (caller.authorization !== undefined) headers.authorization = caller.authorization;
        if (body.contentType !== undefined) headers['content-type'] = body.contentType;
        return {
          who: caller.key,
          method: operation.method,
          url: search ? `${url}?${search}` : url,
          headers,
          ...(body.payload !== undefined ? { payload: body.payload } : {}),
        };
      });
  });
}

// ---------------------------------------------------------------------------------------------
// What no answer may do.

/** Text that only a stack trace, a query or a database error would put in an answer. */
const LEAKS: { name: string; pattern: RegExp }[] = [
  {
    name: 'stack frame',
    pattern: /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:|node:|\/)[^)\s]*:\d+:\d+/,
  },
  { name: 'stack frame', pattern: /(?:\n|\\n)\s+at \S/ },
  { name: 'source path', pattern: /\/(?:node_modules|src|dist)\/[\w./-]+\.(?:ts|js|mjs)\b/ },
  { name: 'SQL', pattern: /\bselect\b[\s\S]{0,200}\bfrom\s+"/i },
  { name: 'SQL', pattern: /\b(?:SELECT|INSERT INTO|DELETE FROM|UPDATE\s+"\w+"\s+SET)\b/ },
  { name: 'SQL', pattern: /\binsert into\s+"/i },
  { name: 'SQL', pattern: /\bFailed query\b/i },
  { name: 'database error', pattern: /\brelation\b/i },
  { name: 'database error', pattern: /\bviolates\b/i },
  { name: 'database error', pattern: /\bsyntax error\b/i },
  { name: 'database error', pattern: /\bduplicate key\b/i },
  { name: 'database error', pattern: /\binvalid input syntax\b/i },
  { name: 'database error', pattern: /\bout of range for type\b/i },
  { name: 'database error', pattern: /\bcolumn "/i },
  {
    name: 'internal name',
    pattern:
      /\b(?:pglite|drizzle|postgres(?:ql)? error|ZodError|TypeError|RangeError|ReferenceError)\b/i,
  },
];

/** The strings a request carried, so that an answer echoing them back is not taken for a leak. */
function echoesOf(request: FuzzRequest): string[] {
  const found = new Set<string>();
  const add = (text: string) => {
    if (text.length < 3) return;
    found.add(text);
    found.add(JSON.stringify(text).slice(1, -1));
  };
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  const [path = '', search = ''] = request.url.split('?');
  add(path);
  add(decode(path));
  for (const part of search.split('&')) {
    for (const piece of part.split('=')) add(decode(piece.replaceAll('+', ' ')));
  }
  if (request.payload !== undefined) {
    add(request.payload);
    try {
      const pending: unknown[] = [JSON.parse(request.payload)];
      for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
        if (typeof item === 'string') add(item);
        else if (item && typeof item === 'object') {
          for (const [key, child] of Object.entries(item)) {
            add(key);
            pending.push(child);
          }
        }
      }
    } catch {
      // Not JSON: the payload itself was added above.
    }
  }
  // Longest first, so that a string is removed before the pieces it contains.
  return [...found].sort((a, b) => b.length - a.length);
}

/**
 * Whether a URL, read as the server reads it ("a/../b" is "b"), still has the shape of the
 * operation's path: a ".." in a parameter may name another route, or none.
 */
function namesOperation(template: string, url: string) {
  const wanted = template.split('/');
  const got = new URL(url, 'http://fuzz.invalid').pathname.split('/');
  return (
    wanted.length === got.length &&
    wanted.every((part, index) =>
      part.startsWith('{') ? (got[index] ?? '') !== '' : part === got[index],
    )
  );
}

export type FuzzResponse = {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
};

/** Everything wrong with one answer; empty when it is fine. */
export function checkResponse(
  operation: Operation,
  request: FuzzRequest,
  response: FuzzResponse,
  anonymous: boolean,
): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`status ${response.statusCode}`);
  let body = response.body;
  for (const echo of echoesOf(request)) body = body.split(echo).join('∅');
  for (const leak of LEAKS) {
    const match = leak.pattern.exec(body);
    if (match) problems.push(`${leak.name} in the body: ${JSON.stringify(match[0].slice(0, 120))}`);
  }
  let error: { code?: unknown; message?: unknown; error?: unknown } | null = null;
  if (response.statusCode >= 400) {
    try {
      error = JSON.parse(response.body);
    } catch {
      error = null;
    }
    if (
      !error ||
      typeof error.code !== 'string' ||
      typeof error.message !== 'string' ||
      error.error !== error.message
    ) {
      problems.push('an error without the { code, message, error } shape');
    }
  }
  // Authentication comes first: without a valid token a secured operation answers 401, whatever
  // else is wrong with the request; or 404 when the path no longer names the operation, or the
  // router's 400 for a path it cannot read, or the HTTP parser's 431 for an address over 16 KiB
  // (all before any route, so before authentication).
  const routerRefusal =
    response.statusCode === 431 ||
    (response.statusCode === 400 &&
      Object.values(ROUTER_ERROR_MESSAGES).some(
        (message) => inEnglish(message) === error?.message,
      ));
  if (
    operation.secured &&
    anonymous &&
    namesOperation(operation.path, request.url) &&
    ![401, 404].includes(response.statusCode) &&
    !routerRefusal
  ) {
    problems.push(`status ${response.statusCode} without a valid token (expected 401)`);
  }
  return problems;
}

/** A request as a reader reproduces it; long texts cut. */
export function describeRequest(request: FuzzRequest) {
  const cut = (text: string, length: number) =>
    text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;
  const lines = [`${request.method} ${cut(request.url, 300)}   [as ${request.who}]`];
  for (const [name, value] of Object.entries(request.headers)) {
    lines.push(`${name}: ${name === 'authorization' ? cut(value, 24) : value}`);
  }
  if (request.payload !== undefined) lines.push('', cut(JSON.stringify(request.payload), 600));
  return lines.join('\n');
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Every text and list a request may carry has a maximum (issue 20): a field without one let a
 * 3,000-character email reach an index row the database refuses (a 500). Walking the API's own
 * description finds the next field that forgets it.
 */
type Schema = {
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
};

/** Formats whose own rule bounds the length (a UUID, a date). */
const BOUNDED_FORMATS = new Set(['uuid', 'date', 'date-time', 'time']);

function unbounded(schema: Schema | undefined, path: string, found: string[]) {
  if (!schema || typeof schema !== 'object') return;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (
    types.includes('string') &&
    schema.maxLength === undefined &&
    schema.enum === undefined &&
    schema.const === undefined &&
    !BOUNDED_FORMATS.has(schema.format ?? '')
  ) {
    found.push(`${path}: string without maxLength`);
  }
  if (types.includes('array') && schema.maxItems === undefined) {
    found.push(`${path}: array without maxItems`);
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    unbounded(property, `${path}.${name}`, found);
  }
  if (schema.items) unbounded(schema.items, `${path}[]`, found);
  for (const list of [schema.anyOf, schema.oneOf, schema.allOf]) {
    for (const [index, part] of (list ?? []).entries()) unbounded(part, `${path}|${index}`, found);
  }
  if (typeof schema.additionalProperties === 'object') {
    unbounded(schema.additionalProperties, `${path}{}`, found);
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API description', () => {
  it('bounds every request string and array', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; in: string; schema?: Schema }[];
            requestBody?: { content?: Record<string, { schema?: Schema }> };
          }
        >
      >;
    };
    const found: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? []) {
          unbounded(parameter.schema, `${where} ${parameter.in} ${parameter.name}`, found);
        }
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) {
          unbounded(content.schema, `${where} body (${type})`, found);
        }
      }
    }
    expect(found).toEqual([]);
  });
});

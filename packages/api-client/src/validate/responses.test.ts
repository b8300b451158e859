import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { browsingChecks } from './browsing';
import { BROWSING_OPERATIONS } from './load';
import { noContent, responseChecks as otherChecks } from './responses';

/** Every operation's check, the browsing chunk's and the others'. */
const responseChecks = { ...browsingChecks, ...otherChecks };

// The browser-side checks must agree with the OpenAPI document: each accepts every answer the
// document allows (minimal and full), and rejects an answer that lacks, or mistypes, any field the
// document requires. A change to either side that breaks the agreement fails here.

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
};
type Document = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>
  >;
  components: { schemas: Record<string, Schema> };
};

const document = parse(
  readFileSync(new URL('../../openapi/coras-v2.yaml', import.meta.url), 'utf8'),
) as Document;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = document.components.schemas[name];
  if (!target) throw new Error(`Unresolved ${schema.$ref}`);
  return resolve(target);
}

function typeOf(schema: Schema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
}

/** An instance of `schema`: only required fields (`min`) or every field down to a depth (`full`). */
function sample(raw: Schema, mode: 'min' | 'full', depth = 0): unknown {
  const schema = resolve(raw);
  if (schema.oneOf?.[0]) return sample(schema.oneOf[0], mode, depth);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'object': {
      const result: Record<string, unknown> = {};
      const keys =
        mode === 'min' || depth > 3 ? (schema.required ?? []) : Object.keys(schema.properties ?? {});
      for (const key of keys) {
        const property = schema.properties?.[key];
        if (property) result[key] = sample(property, mode, depth + 1);
      }
      if (!schema.properties && typeof schema.additionalProperties === 'object') {
        result.EUR = sample(schema.additionalProperties, mode, depth + 1);
      }
      return result;
    }
    case 'array':
      return depth > 3 || !schema.items ? [] : [sample(schema.items, mode, depth + 1)];
    case 'string':
      return schema.format === 'date-time'
        ? '2026-12-01T10:00:00+01:00'
        : schema.format === 'date'
          ? '2026-12-01'
          : 'text';
    case 'integer':
      return 2;
    case 'number':
      return 2.5;
    case 'boolean':
      return true;
    default:
      return 'any';
  }
}

const wrongValue = (value: unknown): unknown => (typeof value === 'string' ? 42 : 'not-the-type');

/** Every (path, mutated sample) pair: each required field, at every depth of the minimal sample, removed or mistyped. */
function mutations(
  raw: Schema,
  value: unknown,
  path: string[] = [],
): Array<{ path: string; value: (root: unknown) => unknown }> {
  const schema = resolve(raw);
  const found: Array<{ path: string; value: (root: unknown) => unknown }> = [];
  if (schema.oneOf?.[0]) return mutations(schema.oneOf[0], value, path);
  const type = typeOf(schema);
  if (type === 'array' && schema.items && Array.isArray(value) && value.length) {
    return mutations(schema.items, value[0], [...path, '0']);
  }
  if (type !== 'object') return found;
  for (const key of schema.required ?? []) {
    const here = [...path, key];
    const edit = (root: unknown, change: (holder: Record<string, unknown>) => void) => {
      const copy = structuredClone(root);
      let holder = copy as Record<string, unknown>;
      for (const step of path) holder = holder[step] as Record<string, unknown>;
      change(holder);
      return copy;
    };
    found.push({
      path: `${here.join('.')} removed`,
      value: (root) => edit(root, (holder) => delete holder[key]),
    });
    const current = (value as Record<string, unknown>)[key];
    found.push({
      path: `${here.join('.')} mistyped`,
      value: (root) => edit(root, (holder) => (holder[key] = wrongValue(current))),
    });
    const property = schema.properties?.[key];
    if (property) found.push(...mutations(property, current, here));
  }
  return found;
}

// The Coras API's operations: the sandbox's card stand-in (`/sandbox/payments/…`, tag
// sandbox-payments) is documented too, but the checkout calls it with its own fetch, not this client.
const operations = Object.entries(document.paths)
  .filter(([path]) => path.startsWith('/{api_version}/'))
  .flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const responses = item[method]?.responses ?? {};
      const success = Object.entries(responses).find(([status]) => status.startsWith('2'));
      const schema = success?.[1].content?.['application/json']?.schema;
      return { key: `${method.toUpperCase()} ${path}`, schema };
    }),
  );

describe('response checks agree with the OpenAPI document', () => {
  it('cover every operation with a JSON success answer, and only those', () => {
    const withJson = operations.filter((operation) => operation.schema).map((operation) => operation.key);
    expect(Object.keys(responseChecks).sort()).toEqual(withJson.sort());
    const withoutJson = operations.filter((operation) => !operation.schema).map((operation) => operation.key);
    expect([...noContent].sort()).toEqual(withoutJson.sort());
  });

  it('split into two chunks that share no operation, the browsing one as load.ts routes it', () => {
    expect(Object.keys(browsingChecks).filter((key) => key in otherChecks)).toEqual([]);
    expect(Object.keys(browsingChecks).sort()).toEqual([...BROWSING_OPERATIONS].sort());
  });

  for (const { key, schema } of operations) {
    if (!schema) continue;
    const check = responseChecks[key];
    describe(key, () => {
      it('accepts the minimal and the full answer the document allows', () => {
        expect(check?.(sample(schema, 'min'), '')).toBeUndefined();
        expect(check?.(sample(schema, 'full'), '')).toBeUndefined();
      });

      const minimal = sample(schema, 'min');
      const cases = mutations(schema, minimal);
      it.each(cases.map((mutation) => [mutation.path, mutation] as const))(
        'rejects the answer with %s',
        (_, mutation) => {
          expect(check?.(mutation.value(minimal), '')).toEqual(expect.any(String));
        },
      );
    });
  }
});

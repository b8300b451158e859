/**
 * A deliberately small shape checker for answers, run in the browser on every call: it checks the
 * fields the product reads (type and presence), lets unknown fields through, and reports the first
 * mismatch with its path. The full contract is enforced server-side by the sandbox's validator.
 */
export type Check = (value: unknown, path: string) => string | undefined;

const describe = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

const mismatch = (expected: string, value: unknown, path: string) =>
  `${path || 'body'}: expected ${expected}, got ${describe(value)}`;

const typeCheck =
  (expected: string, test: (value: unknown) => boolean): Check =>
  (value, path) =>
    test(value) ? undefined : mismatch(expected, value, path);

export const string: Check = typeCheck('string', (value) => typeof value === 'string');
export const number: Check = typeCheck(
  'number',
  (value) => typeof value === 'number' && Number.isFinite(value),
);
export const integer: Check = typeCheck('integer', (value) => Number.isInteger(value));
export const boolean: Check = typeCheck('boolean', (value) => typeof value === 'boolean');

/** An optional field: absent (or null) is fine, present must pass `check`. */
export const optional =
  (check: Check): Check =>
  (value, path) =>
    value === undefined || value === null ? undefined : check(value, path);

export const array =
  (item: Check): Check =>
  (value, path) => {
    if (!Array.isArray(value)) return mismatch('array', value, path);
    for (let index = 0; index < value.length; index++) {
      const problem = item(value[index], `${path}[${index}]`);
      if (problem) return problem;
    }
    return undefined;
  };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const object =
  (fields: Record<string, Check>): Check =>
  (value, path) => {
    if (!isObject(value)) return mismatch('object', value, path);
    for (const key in fields) {
      const problem = fields[key]?.(value[key], path ? `${path}.${key}` : key);
      if (problem) return problem;
    }
    return undefined;
  };

/** A map whose every value passes `check` (money by currency, images by size). */
export const record =
  (check: Check): Check =>
  (value, path) => {
    if (!isObject(value)) return mismatch('object', value, path);
    for (const key in value) {
      const problem = check(value[key], `${path}.${key}`);
      if (problem) return problem;
    }
    return undefined;
  };

/** Passes when any of `checks` passes; reports the first one's problem otherwise. */
export const oneOf =
  (...checks: Check[]): Check =>
  (value, path) => {
    let first: string | undefined;
    for (const check of checks) {
      const problem = check(value, path);
      if (!problem) return undefined;
      first ??= problem;
    }
    return first;
  };

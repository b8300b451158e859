import type { FieldErrorValue } from '@coras/api-client';
import type { ErrorObject } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {
  type DocumentOperation,
  deref,
  type JsonSchema,
  listOperations,
  type OpenApiDocument,
  type ParameterObject,
  type ResponseObject,
} from './document';

// Compiles the document's schemas with Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses) and checks
// requests and answers against them. Compiled once per process; every check is a plain function call.

const BASE = 'https://sandbox.coras.invalid/openapi';
const SCHEMAS = '#/components/schemas/';

/** The request as the validator needs it. */
interface RequestParts {
  pathParams: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  /** The parsed JSON body, or `undefined` when there is none. */
  body: unknown;
}

/** A request check's result: the errors map of a 400 answer (key → messages), if any. */
type RequestErrors = Record<string, FieldErrorValue> | undefined;

/** A schema check: the errors, or `null` when the value is valid. Compiled on first use. */
type Checker = (value: unknown) => ErrorObject[] | null;

interface CompiledParameter {
  parameter: ParameterObject;
  validate: Checker;
  type: string | undefined;
}

/** One compiled operation. */
export interface CompiledOperation extends DocumentOperation {
  /** The path template as a regular expression, with the names of its parameters. */
  pattern: RegExp;
  pathNames: string[];
  parameters: CompiledParameter[];
  /** One validator per `oneOf` branch of the body, or one for the whole body. */
  body?: { required: boolean; branches: Checker[] };
  /** Per status: the JSON body's check, and whether a body that is not JSON (an HTML page) is documented. */
  responses: Map<string, { validate?: Checker; hasBody: boolean; text?: boolean }>;
  /** Literal segments count: `/reservations/check` beats `/reservations/{reservation_id}`. */
  specificity: number;
}

/** Rewrites the document's local references so a schema compiled on its own still resolves them. */
function absolutise(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(absolutise);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    copy[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMAS)
        ? `${BASE}#/$defs/${value.slice(SCHEMAS.length)}`
        : absolutise(value);
  }
  return copy;
}

function schemaType(schema: JsonSchema | undefined, document: OpenApiDocument): string | undefined {
  if (!schema) return undefined;
  const resolved =
    typeof schema.$ref === 'string' ? deref<JsonSchema>(document, { $ref: schema.$ref }) : schema;
  const type = resolved.type;
  return Array.isArray(type)
    ? (type.find((t) => t !== 'null') as string | undefined)
    : (type as string | undefined);
}

/** `/tickets/0/number_of_tickets` → `tickets.0.number_of_tickets`, with the missing property for `required`. */
function errorKey(error: ErrorObject, prefix: string): string {
  const path = error.instancePath.split('/').filter(Boolean).join('.');
  const extra =
    error.keyword === 'required'
      ? String((error.params as { missingProperty?: string }).missingProperty ?? '')
      : error.keyword === 'additionalProperties'
        ? String((error.params as { additionalProperty?: string }).additionalProperty ?? '')
        : '';
  return [prefix, path, extra].filter(Boolean).join('.') || 'body';
}

function errorMessage(error: ErrorObject): string {
  if (error.keyword === 'required') return 'This is a required field';
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues ?? [];
    return `must be one of ${allowed.map((value) => JSON.stringify(value)).join(', ')}`;
  }
  return error.message ?? 'is invalid';
}

function collect(errors: ErrorObject[] | null | undefined, prefix: string, into: Record<string, string[]>) {
  for (const error of errors ?? []) {
    // A failed `oneOf`/`anyOf` repeats what its branches said; the branches are more precise.
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf' || error.keyword === 'if') continue;
    const key = errorKey(error, prefix);
    const messages = into[key] ?? [];
    const message = errorMessage(error);
    if (!messages.includes(message)) messages.push(message);
    into[key] = messages;
  }
}

/** Turns a query value into what its schema expects, so `size=2` checks as an integer. */
function coerce(raw: string, type: string | undefined): unknown {
  if (type === 'integer' || type === 'number') {
    const value = Number(raw);
    return raw.trim() === '' || Number.isNaN(value) ? raw : value;
  }
  if (type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw;
}

/** A body that is not JSON, as {@link ContractValidator.checkResponse} receives it. */
export class NotJson {
  constructor(readonly text: string) {}
}

/** The document compiled for checking requests and answers. */
export interface ContractValidator {
  operations: readonly CompiledOperation[];
  /** The operation serving `method` `pathname`, with its path parameters. */
  match(
    method: string,
    pathname: string,
  ): { operation: CompiledOperation; pathParams: Record<string, string> } | undefined;
  checkRequest(operation: CompiledOperation, request: RequestParts): RequestErrors;
  /**
   * Problems of an answer (empty when it keeps the contract). `body` is the parsed JSON value,
   * `undefined` for no body, or {@link NotJson} for a body that does not parse; a string is parsed.
   */
  checkResponse(operation: CompiledOperation, status: number, body: unknown): string[];
  /** Checks `value` against a named component schema (`Attraction`). */
  checkSchema(name: string, value: unknown): string[];
}

/** Compiles `document` into a {@link ContractValidator} (schemas compile lazily, on first use). */
export function compileContract(document: OpenApiDocument): ContractValidator {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, validateFormats: true });
  addFormats(ajv, ['date', 'date-time', 'email', 'uri']);
  ajv.addSchema({ $id: BASE, $defs: absolutise(document.components.schemas) });
  // Compiling all ~90 schemas up front costs half a second; most processes use a few of them.
  const compile = (schema: JsonSchema): Checker => {
    let validate: ReturnType<typeof ajv.compile> | undefined;
    return (value) => {
      validate ??= ajv.compile(absolutise(schema) as JsonSchema);
      return validate(value) ? null : (validate.errors ?? []);
    };
  };

  const operations = listOperations(document).map((entry): CompiledOperation => {
    const { operation, path } = entry;
    const pathNames: string[] = [];
    const pattern = new RegExp(
      `^${path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        pathNames.push(name);
        return '([^/]+)';
      })}$`,
    );
    const parameters = (operation.parameters ?? []).map((reference) => {
      const parameter = deref<ParameterObject>(document, reference);
      return {
        parameter,
        validate: compile(parameter.schema ?? {}),
        type: schemaType(parameter.schema, document),
      };
    });
    const bodySchema = operation.requestBody?.content['application/json']?.schema;
    const branches = Array.isArray(bodySchema?.oneOf)
      ? (bodySchema.oneOf as JsonSchema[]).map(compile)
      : bodySchema
        ? [compile(bodySchema)]
        : [];
    const responses = new Map<string, { validate?: Checker; hasBody: boolean; text?: boolean }>();
    for (const [status, reference] of Object.entries(operation.responses)) {
      const response = deref<ResponseObject>(document, reference);
      const schema = response.content?.['application/json']?.schema;
      const text = Object.keys(response.content ?? {}).some((type) => type.startsWith('text/'));
      responses.set(status, {
        ...(schema ? { validate: compile(schema) } : {}),
        hasBody: Boolean(schema) || text,
        text,
      });
    }
    return {
      ...entry,
      pattern,
      pathNames,
      parameters,
      ...(operation.requestBody
        ? { body: { required: operation.requestBody.required ?? false, branches } }
        : {}),
      responses,
      specificity: path.split('/').filter((segment) => segment && !segment.startsWith('{')).length,
    };
  });
  const ordered = [...operations].sort((a, b) => b.specificity - a.specificity);
  const named = new Map<string, Checker>();

  return {
    operations,
    match(method, pathname) {
      for (const operation of ordered) {
        if (operation.method !== method) continue;
        const found = operation.pattern.exec(pathname);
        if (!found) continue;
        const pathParams: Record<string, string> = {};
        operation.pathNames.forEach((name, index) => {
          pathParams[name] = decodeURIComponent(found[index + 1] ?? '');
        });
        return { operation, pathParams };
      }
      return undefined;
    },
    checkRequest(operation, request) {
      const errors: Record<string, string[]> = {};
      for (const { parameter, validate, type } of operation.parameters) {
        const prefix = `${parameter.in}.${parameter.name}`;
        let value: unknown;
        if (parameter.in === 'path') value = request.pathParams[parameter.name];
        else if (parameter.in === 'header') value = request.headers.get(parameter.name) ?? undefined;
        else if (parameter.in === 'query') {
          const all = request.query.getAll(parameter.name);
          if (all.length === 0) value = undefined;
          else if (type === 'array')
            value = parameter.explode === false ? all.flatMap((item) => item.split(',')) : all;
          else value = coerce(all[0] ?? '', type);
        }
        if (value === undefined) {
          if (parameter.required) errors[prefix] = ['This is a required field'];
          continue;
        }
        collect(validate(value), prefix, errors);
      }
      if (operation.body) {
        if (request.body === undefined) {
          if (operation.body.required) errors.body = ['A JSON body is required'];
        } else {
          let best: Record<string, string[]> | undefined;
          for (const validate of operation.body.branches) {
            const problems = validate(request.body);
            if (!problems) {
              best = undefined;
              break;
            }
            const branchErrors: Record<string, string[]> = {};
            collect(problems, '', branchErrors);
            if (!best || Object.keys(branchErrors).length < Object.keys(best).length) best = branchErrors;
          }
          if (best) Object.assign(errors, best);
        }
      }
      return Object.keys(errors).length ? errors : undefined;
    },
    checkResponse(operation, status, raw) {
      const response = operation.responses.get(String(status)) ?? operation.responses.get('default');
      if (!response) return [`status ${status} is not documented for ${operation.method} ${operation.path}`];
      let parsed = raw;
      if (typeof raw === 'string') {
        try {
          parsed = raw ? JSON.parse(raw) : undefined;
        } catch {
          parsed = new NotJson(raw);
        }
      }
      if (!response.hasBody) return parsed === undefined ? [] : [`status ${status} must have no body`];
      if (parsed instanceof NotJson && response.text) return [];
      if (parsed instanceof NotJson || parsed === undefined) return ['the body is not JSON'];
      const problems = response.validate?.(parsed);
      if (problems) {
        const errors: Record<string, string[]> = {};
        collect(problems, '', errors);
        return Object.entries(errors).map(([key, messages]) => `${key}: ${messages.join('; ')}`);
      }
      return [];
    },
    checkSchema(name, value) {
      let validate = named.get(name);
      if (!validate) {
        validate = compile({ $ref: `#/components/schemas/${name}` });
        named.set(name, validate);
      }
      const problems = validate(value);
      if (!problems) return [];
      const errors: Record<string, string[]> = {};
      collect(problems, '', errors);
      return Object.entries(errors).map(([key, messages]) => `${key}: ${messages.join('; ')}`);
    },
  };
}

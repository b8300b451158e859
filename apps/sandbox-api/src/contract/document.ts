import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'yaml';

// The OpenAPI document of @coras/api-client, read once: the single source of the contract that
// the validation middleware enforces and the contract test walks.

/** A JSON Schema as the document writes it (OpenAPI 3.1 = JSON Schema 2020-12). */
export type JsonSchema = { [keyword: string]: unknown };

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  style?: string;
  explode?: boolean;
  schema?: JsonSchema;
}

export interface ResponseObject {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface OperationObject {
  operationId: string;
  tags?: string[];
  parameters?: Array<ParameterObject | { $ref: string }>;
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, ResponseObject | { $ref: string }>;
  security?: Array<Record<string, unknown>>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters?: Record<string, ParameterObject>;
    responses?: Record<string, ResponseObject>;
    headers?: Record<string, unknown>;
  };
}

/** HTTP methods an OpenAPI path item may hold. */
export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Where the document lives: the api-client package's export of it. */
export function documentPath(): string {
  return createRequire(import.meta.url).resolve('@coras/api-client/openapi/coras-v2.yaml');
}

let cached: { text: string; document: OpenApiDocument } | undefined;

/** The parsed document (read once per process). */
export function loadDocument(): OpenApiDocument {
  if (!cached) {
    const text = readFileSync(documentPath(), 'utf8');
    cached = { text, document: parse(text) as OpenApiDocument };
  }
  return cached.document;
}

/** The document's YAML text, served at `/openapi.yaml`. */
export function documentText(): string {
  loadDocument();
  return cached?.text ?? '';
}

/** Resolves a `#/components/{kind}/{name}` reference object, or returns the object itself. */
export function deref<T>(document: OpenApiDocument, value: T | { $ref: string }): T {
  if (typeof value === 'object' && value !== null && '$ref' in value && typeof value.$ref === 'string') {
    const [, , kind, name] = value.$ref.split('/');
    const target = (document.components as Record<string, Record<string, unknown> | undefined>)[kind ?? '']?.[
      name ?? ''
    ];
    if (!target) throw new Error(`Unresolved reference ${value.$ref}`);
    return target as T;
  }
  return value as T;
}

/** One operation of the document with its method and path template. */
export interface DocumentOperation {
  method: string;
  path: string;
  operation: OperationObject;
}

/** Every operation, in document order. */
export function listOperations(document: OpenApiDocument = loadDocument()): DocumentOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      method: method.toUpperCase(),
      path,
      operation: item[method] as OperationObject,
    })),
  );
}

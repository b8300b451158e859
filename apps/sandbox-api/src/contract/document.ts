// The shape of the OpenAPI document of @coras/api-client, the single source of the contract that
// the validation middleware enforces and the contract test walks. Reading it from disk is
// `load.ts`'s job, so this module (and the in-process sandbox) runs in a browser too.

/** A JSON Schema as the document writes it (OpenAPI 3.1 = JSON Schema 2020-12). */
export type JsonSchema = { [keyword: string]: unknown };

/** An OpenAPI parameter object (the fields the sandbox reads). */
export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  style?: string;
  explode?: boolean;
  schema?: JsonSchema;
}

/** An OpenAPI response object. */
export interface ResponseObject {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: JsonSchema }>;
}

/** An OpenAPI operation object. */
interface OperationObject {
  operationId: string;
  tags?: string[];
  parameters?: Array<ParameterObject | { $ref: string }>;
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, ResponseObject | { $ref: string }>;
  security?: Array<Record<string, unknown>>;
}

/** The OpenAPI document, as far as the sandbox reads it. */
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
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

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
export function listOperations(document: OpenApiDocument): DocumentOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      method: method.toUpperCase(),
      path,
      operation: item[method] as OperationObject,
    })),
  );
}

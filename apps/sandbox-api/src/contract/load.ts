import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'yaml';
import type { OpenApiDocument } from './document';
import { type ContractValidator, compileContract } from './validator';

// Node only: reads the document from the api-client package. Imported lazily by the sandbox, so
// bundles for the browser never load it.

/** Where the document lives: the api-client package's export of it. */
function documentPath(): string {
  return createRequire(import.meta.url).resolve('@coras/api-client/openapi/coras-v2.yaml');
}

let cached: { text: string; document: OpenApiDocument } | undefined;

function read() {
  if (!cached) {
    const text = readFileSync(documentPath(), 'utf8');
    cached = { text, document: parse(text) as OpenApiDocument };
  }
  return cached;
}

/** The parsed document (read once per process). */
export function loadDocument(): OpenApiDocument {
  return read().document;
}

/** The document's YAML text, served at `/openapi.yaml`. */
export function documentText(): string {
  return read().text;
}

let shared: ContractValidator | undefined;

/** The validator of the api-client's document, compiled once per process. */
export function contractValidator(): ContractValidator {
  shared ??= compileContract(loadDocument());
  return shared;
}

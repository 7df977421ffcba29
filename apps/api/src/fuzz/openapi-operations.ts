/** The parts of the served OpenAPI document (3.0, written by @fastify/swagger from the zod contracts) that the fuzzer reads. */

/** A JSON Schema as the document gives it (OpenAPI 3.0 flavour: `nullable`, boolean `exclusiveMinimum`). */
export interface JsonSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';
  enum?: unknown[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  default?: unknown;
}

/** One parameter of an operation (a path segment or a query field). */
export interface OperationParameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One route of the document: its method, path template and the schemas of its inputs. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path template, `{name}` for parameters. */
  path: string;
  pathParams: OperationParameter[];
  query: OperationParameter[];
  /** The JSON body's schema, or null when the route documents none (bodyless, or multipart read by the handler). */
  body: JsonSchema | null;
  /** Whether the route needs a bearer token (`security` in the document). */
  secured: boolean;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}
/** The served document, as far as the fuzzer reads it. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the document, in the document's order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = op.parameters ?? [];
      const pick = (where: string) =>
        params
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required ?? where === 'path', schema: p.schema ?? { type: 'string' as const } }));
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: pick('path'),
        query: pick('query'),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        secured: (op.security?.length ?? 0) > 0,
      });
    }
  }
  return operations;
}

/** Every property name that any request schema of the document names (the vocabulary of schemaless bodies). */
export function fieldNamesOf(operations: Operation[]): string[] {
  const names = new Set<string>();
  const walk = (schema: JsonSchema | undefined) => {
    if (!schema) return;
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      names.add(name);
      walk(child);
    }
    walk(schema.items);
    for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) walk(alt);
  };
  for (const op of operations) {
    walk(op.body ?? undefined);
    for (const p of [...op.pathParams, ...op.query]) names.add(p.name);
  }
  return [...names].sort();
}

/** A readable name of an operation, as the document writes it: `POST /api/questions/{qid}/messages`. */
export function operationName(op: Pick<Operation, 'method' | 'path'>): string {
  return `${op.method} ${op.path}`;
}

/**
 * Bad inputs derived from an OpenAPI document, for the fuzz test (http/openapi-fuzz.test.ts). Deterministic: the
 * same document gives the same cases in the same order, so a failure names a case that can be replayed.
 */

import { BAD_DATES, BAD_NUMBERS, BAD_STRINGS, BAD_URL_VALUES, NUL, WRONG_TYPES } from "./fuzz-values.ts";

/** The subset of JSON Schema that fastify-type-provider-zod emits and the generator reads. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  pattern?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

type Parameter = { name: string; in: "path" | "query" | "header" | "cookie"; required?: boolean; schema?: JsonSchema };

type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** One request to send: `what` says which field got which bad value (for the failure list). */
export type FuzzCase = {
  method: string;
  url: string;
  payload?: unknown;
  what: string;
};

/**
 * `probe` is a plausible request whose path points at nothing (ids 2^31-1): it tells who gets past the guard
 * without changing what the path names (a probe that suspended the victim would stop its cases at "already
 * suspended"). `base` is the plausible request every case changes in one place.
 */
export type FuzzOperation = { method: string; path: string; cases: FuzzCase[]; base: FuzzCase; probe: FuzzCase };

/**
 * Real values for fields and parameters by name (an open fight's id for `fightId`, ...), so that cases with one bad
 * field reach past "not found" into the handlers and the database. `path` tells the games' routes apart.
 */
export type KnownValues = (path: string, name: string) => unknown;

export function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/components\/schemas\//, "");
    return resolve(doc, doc.components?.schemas?.[name]);
  }
  if (schema.allOf?.length === 1) return resolve(doc, schema.allOf[0]);
  return schema;
}

function typeOf(schema: JsonSchema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type) return type;
  const alternative = schema.anyOf ?? schema.oneOf;
  if (alternative) {
    const first = alternative.find((s) => s.type !== "null");
    return first ? typeOf(first) : undefined;
  }
  if (schema.enum || schema.const !== undefined) return typeof (schema.enum?.[0] ?? schema.const);
  return undefined;
}

function firstAlternative(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const alternative = schema.anyOf ?? schema.oneOf;
  if (!alternative) return schema;
  return resolve(doc, alternative.find((s) => resolve(doc, s).type !== "null") ?? alternative[0]);
}

/** A plausible valid value, so each case is wrong in exactly one place. */
export function sample(
  doc: OpenApiDocument,
  raw: JsonSchema | undefined,
  depth = 0,
  known: (name: string) => unknown = () => undefined,
): unknown {
  const schema = firstAlternative(doc, resolve(doc, raw));
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (typeOf(schema)) {
    case "integer":
    case "number":
      return Math.max(typeof schema.minimum === "number" ? schema.minimum : 1, 1);
    case "boolean":
      return false;
    case "string":
      if (schema.format === "date") return "2026-01-15";
      if (schema.format === "date-time") return "2026-01-15T10:00:00.000Z";
      return "fuzz".padEnd(schema.minLength ?? 0, "z");
    case "array":
      return [];
    case "object": {
      if (depth > 4) return {};
      const body: Record<string, unknown> = {};
      for (const name of Object.keys(schema.properties ?? {})) {
        const value = known(name);
        if (value !== undefined) body[name] = value;
        else if (schema.required?.includes(name)) body[name] = sample(doc, schema.properties?.[name], depth + 1, known);
      }
      return body;
    }
    default:
      return "fuzz";
  }
}

/** Bad values for one JSON field of this schema. */
function badValues(doc: OpenApiDocument, raw: JsonSchema | undefined): [string, unknown][] {
  const schema = firstAlternative(doc, resolve(doc, raw));
  switch (typeOf(schema)) {
    case "integer":
    case "number":
      return [...BAD_NUMBERS, ...WRONG_TYPES];
    case "boolean":
      return [["a string", "yes"], ["a NUL string", NUL], ...WRONG_TYPES];
    case "string":
      if (schema.format === "date" || schema.format === "date-time" || /\\d\{4\}/.test(schema.pattern ?? ""))
        return [...BAD_DATES, ...BAD_STRINGS, ...WRONG_TYPES];
      return [...BAD_STRINGS, ...WRONG_TYPES];
    case "array": {
      const items = resolve(doc, schema.items);
      return [
        ["a string", "x"],
        ...badValues(doc, items)
          .slice(0, 6)
          .map(([what, value]): [string, unknown] => [`[${what}]`, [value]]),
      ];
    }
    case "object":
      return [
        ["a string", "x"],
        ["null", null],
        ["an array", [1]],
      ];
    default:
      return [...BAD_STRINGS, ...BAD_NUMBERS.slice(0, 4)];
  }
}

/** Every (field path, schema) of a body, nested objects included (arrays by their first item). */
function bodyFields(
  doc: OpenApiDocument,
  raw: JsonSchema | undefined,
  prefix: string[] = [],
): [string[], JsonSchema][] {
  const schema = firstAlternative(doc, resolve(doc, raw));
  const fields: [string[], JsonSchema][] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const at = [...prefix, name];
    fields.push([at, property]);
    const inner = firstAlternative(doc, resolve(doc, property));
    if (typeOf(inner) === "object" && at.length < 3) fields.push(...bodyFields(doc, inner, at));
  }
  return fields;
}

function withField(body: unknown, at: string[], value: unknown): unknown {
  const copy = structuredClone(body ?? {}) as Record<string, unknown>;
  let target = copy;
  for (const key of at.slice(0, -1)) {
    if (typeof target[key] !== "object" || target[key] === null) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[at.at(-1) as string] = value;
  return copy;
}

function urlOf(path: string, pathValues: Record<string, string>, query: Record<string, string>): string {
  const url = path.replace(/\{([^}]+)\}/g, (_match, name: string) => pathValues[name] ?? "1");
  const search = Object.entries(query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${value}`)
    .join("&");
  return search ? `${url}?${search}` : url;
}

const encodeSample = (value: unknown) => encodeURIComponent(String(value));

/** Every operation of the document, each with its bad-input cases (one bad field per case). */
export function fuzzOperations(doc: OpenApiDocument, known: KnownValues = () => undefined): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [lowerMethod, operation] of Object.entries(methods)) {
      const method = lowerMethod.toUpperCase();
      if (!["GET", "POST", "PUT", "PATCH", "DELETE"].includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const pathValues: Record<string, string> = {};
      const query: Record<string, string> = {};
      const knownHere = (name: string) => known(path, name);
      for (const parameter of parameters) {
        const value = encodeSample(knownHere(parameter.name) ?? sample(doc, parameter.schema));
        if (parameter.in === "path") pathValues[parameter.name] = value;
        if (parameter.in === "query" && parameter.required) query[parameter.name] = value;
      }
      const bodySchema = operation.requestBody?.content?.["application/json"]?.schema;
      const hasBody = bodySchema !== undefined;
      const baseBody = hasBody ? sample(doc, bodySchema, 0, knownHere) : undefined;
      const make = (url: string, payload: unknown, what: string): FuzzCase =>
        hasBody || payload !== undefined ? { method, url, payload, what } : { method, url, what };
      const baseUrl = urlOf(path, pathValues, query);
      const cases: FuzzCase[] = [];

      for (const parameter of parameters) {
        if (parameter.in !== "path" && parameter.in !== "query") continue;
        for (const [what, value] of BAD_URL_VALUES) {
          const url =
            parameter.in === "path"
              ? urlOf(path, { ...pathValues, [parameter.name]: value }, query)
              : urlOf(path, pathValues, { ...query, [parameter.name]: value });
          cases.push(make(url, baseBody, `${parameter.in} ${parameter.name} = ${what}`));
        }
        if (parameter.in === "query") {
          // The same parameter twice arrives as an array.
          const twice = `${parameter.name}=1&${parameter.name}=2`;
          cases.push(
            make(`${baseUrl}${baseUrl.includes("?") ? "&" : "?"}${twice}`, baseBody, `query ${parameter.name} twice`),
          );
        }
      }
      if (hasBody) {
        for (const [at, schema] of bodyFields(doc, bodySchema)) {
          for (const [what, value] of badValues(doc, schema))
            cases.push(make(baseUrl, withField(baseBody, at, value), `body.${at.join(".")} = ${what}`));
        }
        // Whole-body cases after the fields': an object with unknown keys may be valid and act (suspend the victim).
        for (const [what, value] of [...WRONG_TYPES, ["a string", "x"], ["null", null]] as [string, unknown][])
          cases.push(make(baseUrl, value, `body = ${what}`));
      }
      const nowhere: Record<string, string> = {};
      for (const parameter of parameters) {
        if (parameter.in !== "path") continue;
        const integer = typeOf(resolve(doc, parameter.schema)) === "integer";
        nowhere[parameter.name] = integer ? "2147483647" : "fuzz-nobody";
      }
      operations.push({
        method,
        path,
        cases,
        base: make(baseUrl, baseBody, "plausible input"),
        probe: make(urlOf(path, nowhere, query), baseBody, "plausible input, path to nothing"),
      });
    }
  }
  return operations;
}

/** A short, printable description of a case's input (the 100 kB strings are not printed whole). */
export function describeCase(fuzzCase: FuzzCase): string {
  const url = fuzzCase.url.length > 160 ? `${fuzzCase.url.slice(0, 160)}…(${fuzzCase.url.length} chars)` : fuzzCase.url;
  return `${fuzzCase.method} ${url} [${fuzzCase.what}]`;
}

// A schema-driven fuzzer over the whole OpenAPI document: for every operation, requests built
// from its parameters' and body's schemas (fast-check), with hostile text mixed in (control
// characters, odd Unicode, long strings, wrong types). Every answer must be below 500, one of
// the operation's documented statuses, and match the documented schema of that status.
import Ajv2020 from "ajv/dist/2020";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { registerThroughMail } from "../tests/support/register";
import { AUTH_HEADERS } from "./contract";
import { createTestApi } from "./testing";

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { name: string; in: "path" | "query" | "header"; required?: boolean; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: { "application/json"?: { schema: Schema } } };
  responses: Record<string, { description?: string; content?: { "application/json"?: { schema: Schema } } }>;
  security?: unknown[];
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

let api: Awaited<ReturnType<typeof createTestApi>>;
let document: Document;
let member: Record<string, string>;
beforeAll(async () => {
  api = await createTestApi();
  document = (await api.request("/api/openapi.json")).body;
  const grant = await registerThroughMail(api.app.request, {
    name: "Fuzz",
    email: "fuzz@example.com",
    password: "sunny-day-42",
  });
  member = { [AUTH_HEADERS.token]: grant.accessToken, [AUTH_HEADERS.userId]: grant.userId };
});
afterAll(() => api.close());

const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(document.components.schemas[schema.$ref.split("/").pop()!]) : schema;

// Text an attacker would send: control characters, odd Unicode, very long, or empty.
const hostileText = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\u001b[31m",
    "\u007f",
    "\ud800",
    "ﬀ",
    "🙂",
    "' or 1=1 --",
    "%00",
    "../..",
  ),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 3000 }),
  fc.constant(""),
);

// Values that fit the schema most of the time, and sometimes do not.
function valueOf(raw: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => valueOf(choice, depth)));
  if (schema.allOf) return valueOf(schema.allOf[0], depth);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), hostileText);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  const fitting = (() => {
    switch (type) {
      case "integer":
        return fc.oneof(fc.integer({ min: -5, max: 50 }), fc.integer(), fc.constant(Number.MAX_SAFE_INTEGER));
      case "number":
        return fc.oneof(
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.integer({ min: 0, max: 2_000_000 }),
        );
      case "boolean":
        return fc.boolean();
      case "array":
        return depth > 3
          ? fc.constant([])
          : fc.array(valueOf(schema.items ?? {}, depth + 1), { maxLength: 4 });
      case "object":
        return depth > 3 ? fc.constant({}) : objectOf(schema, depth);
      case "string":
        return fc.oneof(
          fc.string({
            minLength: (schema.minLength as number) ?? 0,
            maxLength: (schema.maxLength as number) ?? 20,
          }),
          hostileText,
          fc.constantFrom("ada@example.com", "sunny-day-42", "CL-001", "+1 555 0100", "1"),
        );
      default:
        return fc.anything({ maxDepth: 1 });
    }
  })();
  return fc.oneof(
    { weight: 5, arbitrary: fitting },
    { weight: 1, arbitrary: fc.oneof(fc.constant(null), fc.integer(), hostileText) },
  );
}

function objectOf(schema: Schema, depth: number) {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).map(
    ([name, property]) =>
      [
        name,
        required.has(name)
          ? valueOf(property, depth + 1)
          : fc.option(valueOf(property, depth + 1), { nil: undefined }),
      ] as const,
  );
  return fc.record(Object.fromEntries(entries));
}

const asText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

function requestOf(path: string, operation: Operation) {
  const parameters = operation.parameters ?? [];
  const of = (where: string) =>
    fc.record(
      Object.fromEntries(
        parameters
          .filter((p) => p.in === where)
          .map((p) => [
            p.name,
            p.required ? valueOf(p.schema) : fc.option(valueOf(p.schema), { nil: undefined }),
          ]),
      ),
    );
  // JSON bodies are generated; a multipart upload (the operator's import) is sent without one.
  const body = operation.requestBody?.content["application/json"]?.schema;
  return fc.record({
    path: of("path"),
    query: of("query"),
    body: body
      ? fc.oneof({ weight: 6, arbitrary: valueOf(body) }, { weight: 1, arbitrary: fc.anything() })
      : fc.constant(undefined),
    signedIn: fc.boolean(),
  });
}

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
// Compiled once per answer schema: each compile carries every component, and compiling it again
// for each request was most of this file's time.
const validators = new Map<string, ReturnType<typeof ajv.compile>>();
const validatorFor = (key: string, schema: Schema) => {
  if (!validators.has(key)) validators.set(key, ajv.compile({ ...schema, components: document.components }));
  return validators.get(key)!;
};
const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe("the OpenAPI document, fuzzed", () => {
  it("documents every operation's body limit and security", () => {
    for (const { path, method, operation } of operations()) {
      if (operation.requestBody) expect(operation.responses, `${method} ${path}`).toHaveProperty("413");
      // Operations that need the member headers say so (401 UNAUTHENTICATED_USER without them).
      const needsMember = JSON.stringify(operation.responses["401"] ?? "").includes("UNAUTHENTICATED_USER");
      if (needsMember) expect(operation.security, `${method} ${path}`).toBeDefined();
    }
  });

  it("answers every generated request below 500, with a documented status and body", async () => {
    const seen = { requests: 0 };
    for (const { path, method, operation } of operations()) {
      await fc.assert(
        fc.asyncProperty(requestOf(path, operation), async (input) => {
          const url = path.replace(
            /\{(\w+)\}/g,
            (_, name) => encodeURIComponent(asText(input.path[name])) || "x",
          );
          const query = new URLSearchParams();
          for (const [name, value] of Object.entries(input.query))
            if (value !== undefined)
              for (const one of Array.isArray(value) ? value : [value]) query.append(name, asText(one));
          const response = await api.app.request(`${url}?${query}`, {
            method: method.toUpperCase(),
            headers: {
              ...(input.body !== undefined && { "Content-Type": "application/json" }),
              ...(input.signedIn && member),
            },
            body: input.body === undefined ? undefined : JSON.stringify(input.body),
          });
          seen.requests++;
          const where = `${method.toUpperCase()} ${url}?${query} → ${response.status}`;
          expect(response.status, where).toBeLessThan(500);
          const documented = operation.responses[String(response.status)];
          // An unknown path (a parameter with a slash in it, say) is the API's plain 404.
          if (!documented && response.status === 404) return;
          expect(documented, `${where} is not documented`).toBeDefined();
          const schema = documented.content?.["application/json"]?.schema;
          if (!schema) return;
          const validate = validatorFor(`${method} ${path} ${response.status}`, schema);
          const body = await response.json();
          expect(
            validate(body),
            `${where}: ${JSON.stringify(validate.errors)} ${JSON.stringify(body).slice(0, 300)}`,
          ).toBe(true);
        }),
        { numRuns: 25, seed: 12 },
      );
    }
    expect(seen.requests).toBeGreaterThan(1000);
  }, 300_000);
});

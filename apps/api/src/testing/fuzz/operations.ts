/**
 * The routes a fuzz run walks: every operation of the OpenAPI document the app serves, plus the
 * better-auth endpoints the web calls (hidden from the document because better-auth owns them).
 */

/** The subset of JSON Schema the generators read (what zod's JSON Schema output uses). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. `/api/offers/v2/offers/{id}`. */
  path: string;
  parameters: Parameter[];
  /** JSON request body schema, when the operation takes one. */
  body?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const loose: JsonSchema = { type: "string" };

/** better-auth endpoints behind the /api/auth catch-all that the web uses (see apps/web/src/features/session/api/). */
export const AUTH_OPERATIONS: Operation[] = [
  authPost("/api/auth/sign-in/email", { email: loose, password: loose, rememberMe: {} }),
  authPost("/api/auth/sign-up/email", {
    email: loose,
    password: loose,
    name: loose,
    language: { type: "string", enum: ["en", "fr"] },
    callbackURL: loose,
  }),
  authPost("/api/auth/request-password-reset", { email: loose, redirectTo: loose }),
  authPost("/api/auth/reset-password", { token: loose, newPassword: loose }),
  authPost("/api/auth/custom-token", { token: loose }),
  authPost("/api/auth/sign-in/social", { provider: loose, callbackURL: loose }),
  authPost("/api/auth/change-password", { currentPassword: loose, newPassword: loose }),
  authPost("/api/auth/sign-out", {}),
  {
    method: "GET",
    path: "/api/auth/get-session",
    parameters: [{ name: "disableCookieCache", in: "query", required: false, schema: loose }],
  },
  // Paths better-auth does not have.
  ...["GET", "POST"].map((method) => ({
    method,
    path: "/api/auth/{rest}",
    parameters: [{ name: "rest", in: "path" as const, required: true, schema: loose }],
  })),
  {
    method: "GET",
    path: "/api/auth/verify-email",
    parameters: [{ name: "token", in: "query", required: true, schema: loose }],
  },
];

function authPost(path: string, properties: Record<string, JsonSchema>): Operation {
  return { method: "POST", path, parameters: [], body: { type: "object", properties } };
}

/** Every operation of an OpenAPI 3 document, with its parameters and JSON body schema. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        name: parameter.name,
        in: parameter.in as Parameter["in"],
        required: parameter.required ?? false,
        schema: parameter.schema ?? {},
      }));
      const body = operation.requestBody?.content?.["application/json"]?.schema;
      operations.push({ method: method.toUpperCase(), path, parameters, body });
    }
  }
  return operations;
}

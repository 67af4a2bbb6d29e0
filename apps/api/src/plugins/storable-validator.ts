import { storableInputSchema } from "@spc/shared";
import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { ZodType } from "zod";

/**
 * The zod validator of every route, with the shared storable-text rule in front of each request
 * part's schema (body, query, path parameters, headers): a NUL byte or an unpaired surrogate
 * anywhere is a 400 `validation_error` naming the field, whatever the route's own schema says.
 */
export const storableValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) =>
  validatorCompiler({ ...route, schema: storableInputSchema.pipe(route.schema) });

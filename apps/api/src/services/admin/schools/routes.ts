import {
  ANY_STAFF,
  adminSchoolParamsSchema,
  adminSchoolResponseSchema,
  adminSchoolsResponseSchema,
  CATALOGUE_WRITERS,
  campusCodesChangeSchema,
  ERROR_CODES,
  errorEnvelopeSchema,
  MAX_CAMPUS_CODES,
} from "@spc/shared";
import { asc, count, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client";
import { schools, studentStatuses } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { validationErrorResponse } from "../../../lib/error-responses";
import { audit } from "../audit";
import { staffErrors } from "../errors";

async function schoolRows(db: Db, id?: string) {
  const claimed = db
    .select({ schoolId: studentStatuses.schoolId, n: count().as("n") })
    .from(studentStatuses)
    .where(sql`${studentStatuses.campusCardId} IS NOT NULL`)
    .groupBy(studentStatuses.schoolId)
    .as("claimed");
  const rows = await db
    .select({ school: schools, claimed: claimed.n })
    .from(schools)
    .leftJoin(claimed, eq(claimed.schoolId, schools.id))
    .where(id ? eq(schools.id, id) : undefined)
    .orderBy(asc(schools.nameEn));
  return rows.map(({ school, claimed: n }) => ({
    id: school.id,
    name_en: school.nameEn,
    name_fr: school.nameFr,
    province: school.province,
    kind: school.kind,
    campus_codes_remaining: school.campusCodesRemaining,
    campus_cards_claimed: Number(n ?? 0),
  }));
}

/** Campus-code stock per school (decision 0047): read by any staff, set or topped up by writers. */
export const schoolRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;

  fastify.get(
    "/schools",
    {
      config: { roles: ANY_STAFF },
      schema: {
        tags: ["admin"],
        summary: "Schools with their remaining campus codes and campus cards claimed",
        response: { 200: adminSchoolsResponseSchema, ...staffErrors },
      },
    },
    async () => ({ schools: await schoolRows(db) }),
  );

  fastify.put(
    "/schools/:id/campus-codes",
    {
      config: { roles: CATALOGUE_WRITERS },
      schema: {
        tags: ["admin"],
        summary: "Set a school's remaining campus codes, or add codes to them (audited)",
        description: `\`{ remaining }\` replaces the stock; \`{ add }\` adds to it in one statement, so claims running meanwhile are never lost. At most ${MAX_CAMPUS_CODES}.`,
        params: adminSchoolParamsSchema,
        body: campusCodesChangeSchema,
        response: {
          200: adminSchoolResponseSchema,
          404: errorEnvelopeSchema.describe("school_not_found"),
          409: errorEnvelopeSchema.describe("The stock would exceed the maximum (conflict)"),
          ...validationErrorResponse,
          ...staffErrors,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ remaining: schools.campusCodesRemaining })
          .from(schools)
          .where(eq(schools.id, id))
          .for("update");
        if (!before) throw new AppError(ERROR_CODES.schoolNotFound, "Unknown school");
        const next = "add" in body ? before.remaining + body.add : body.remaining;
        if (next > MAX_CAMPUS_CODES) {
          throw new AppError(ERROR_CODES.conflict, `At most ${MAX_CAMPUS_CODES} campus codes`);
        }
        await tx
          .update(schools)
          .set({
            campusCodesRemaining:
              "add" in body ? sql`${schools.campusCodesRemaining} + ${body.add}` : body.remaining,
          })
          .where(eq(schools.id, id));
        await audit(tx, request, {
          action: "add" in body ? "campus_codes_add" : "campus_codes_set",
          entityType: "school",
          entityId: id,
          before: { campus_codes_remaining: before.remaining },
          after: { campus_codes_remaining: next, ...("add" in body ? { added: body.add } : {}) },
        });
      });
      const [school] = await schoolRows(db, id);
      return { school: school! };
    },
  );
};

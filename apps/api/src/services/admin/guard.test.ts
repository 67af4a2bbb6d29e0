import { describe, expect, it } from "vitest";
import { createMember } from "../../testing/members";
import { createStaff } from "../../testing/staff";
import { useTestApp } from "../../testing/use-test-app";

/*
 * The role matrix of the back office (decision 0042), walked from the OpenAPI document so a new
 * /api/admin operation cannot be left out: the test fails until the route is listed here.
 */
const ALLOWED: Record<string, readonly string[]> = {
  "GET /api/admin/me": ["admin", "editor", "support"],
  "GET /api/admin/audit": ["admin", "editor", "support"],
  "GET /api/admin/codes/levels": ["admin", "editor", "support"],
  "POST /api/admin/offers/{id}/codes": ["admin", "editor"],
  "PUT /api/admin/offers/{id}/codes/alert": ["admin", "editor"],
  "GET /api/admin/partners/{id}/reveals.csv": ["admin"],
  "GET /api/admin/partners": ["admin", "editor", "support"],
  "GET /api/admin/partners/{id}": ["admin", "editor", "support"],
  "POST /api/admin/partners": ["admin", "editor"],
  "PATCH /api/admin/partners/{id}": ["admin", "editor"],
  "PUT /api/admin/partners/{id}/logo": ["admin", "editor"],
  "GET /api/admin/offers": ["admin", "editor", "support"],
  "GET /api/admin/offers/{id}": ["admin", "editor", "support"],
  "GET /api/admin/offers/{id}/preview": ["admin", "editor", "support"],
  "POST /api/admin/offers": ["admin", "editor"],
  "PATCH /api/admin/offers/{id}": ["admin", "editor"],
  "POST /api/admin/offers/{id}/status": ["admin", "editor"],
  "GET /api/admin/partners/{id}/locations": ["admin", "editor", "support"],
  "POST /api/admin/partners/{id}/locations/import": ["admin", "editor"],
  "DELETE /api/admin/locations/{id}": ["admin", "editor"],
  "GET /api/admin/catalogue/refs": ["admin", "editor", "support"],
  "POST /api/admin/tags": ["admin", "editor"],
  "PATCH /api/admin/tags/{id}": ["admin", "editor"],
  "GET /api/admin/collections": ["admin", "editor", "support"],
  "POST /api/admin/collections": ["admin", "editor"],
  "PATCH /api/admin/collections/{id}": ["admin", "editor"],
  "PUT /api/admin/collections/{id}/offers": ["admin", "editor"],
  "PUT /api/admin/collections/order": ["admin", "editor"],
  "GET /api/admin/card-batches": ["admin", "editor", "support"],
  "POST /api/admin/card-batches": ["admin"],
  "GET /api/admin/card-batches/{batchId}/cards.csv": ["admin"],
  "GET /api/admin/schools": ["admin", "editor", "support"],
  "PUT /api/admin/schools/{id}/campus-codes": ["admin", "editor"],
  "GET /api/admin/ads": ["admin", "editor", "support"],
  "POST /api/admin/ads": ["admin", "editor"],
  "PATCH /api/admin/ads/{id}": ["admin", "editor"],
  "PUT /api/admin/ads/{id}/image": ["admin", "editor"],
  "GET /api/admin/email-opts": ["admin", "editor", "support"],
  "POST /api/admin/email-opts": ["admin", "editor"],
  "PATCH /api/admin/email-opts/{id}": ["admin", "editor"],
  "PUT /api/admin/email-opts/{id}/image": ["admin", "editor"],
};
const BEFORE_TWO_FACTOR = new Set(["GET /api/admin/me"]);

const ctx = useTestApp();

async function adminOperations(): Promise<{ method: string; path: string; key: string }[]> {
  const response = await ctx.app().inject({ url: "/api/docs/json" });
  const doc = response.json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith("/api/admin"))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
      })),
    );
}

/** The operation's path with ids filled in, and a body that passes validation where one is needed. */
function requestOf(op: { method: string; path: string }) {
  const url = op.path.replace("{id}", "1").replace("{batchId}", "no-such-batch");
  const query = url.endsWith("reveals.csv")
    ? "?from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z"
    : "";
  return { method: op.method as "GET", url: url + query };
}

describe("the back office's guard", () => {
  it("lists every /api/admin operation in the role matrix", async () => {
    const operations = await adminOperations();
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.map((op) => op.key).sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  it("answers 401 to a visitor and 403 not_staff to a member on every operation", async () => {
    const member = await createMember(ctx.app());
    for (const op of await adminOperations()) {
      const visitor = await ctx.app().inject(requestOf(op));
      expect(visitor.statusCode, op.key).toBe(401);
      const asMember = await ctx.app().inject({ ...requestOf(op), headers: member.headers });
      expect(asMember.statusCode, op.key).toBe(403);
      expect(asMember.json().error.details, op.key).toEqual({ reason: "not_staff" });
    }
  });

  it("lets each role through exactly where the matrix allows it", async () => {
    const staff = {
      admin: await createStaff(ctx.app(), "admin"),
      editor: await createStaff(ctx.app(), "editor"),
      support: await createStaff(ctx.app(), "support"),
    };
    for (const op of await adminOperations()) {
      for (const [role, account] of Object.entries(staff)) {
        const response = await ctx.app().inject({ ...requestOf(op), headers: account.headers });
        const refusal = response.statusCode === 403 ? response.json().error.details?.reason : null;
        if (ALLOWED[op.key]?.includes(role)) {
          expect(refusal, `${role} ${op.key}`).toBeNull();
          expect(response.statusCode, `${role} ${op.key}`).not.toBe(401);
        } else {
          expect(refusal, `${role} ${op.key}`).toBe("role");
        }
      }
    }
  });

  it("keeps staff without a second factor out of everything but 'who am I'", async () => {
    const admin = await createStaff(ctx.app(), "admin", { twoFactor: false });
    for (const op of await adminOperations()) {
      const response = await ctx.app().inject({ ...requestOf(op), headers: admin.headers });
      if (BEFORE_TWO_FACTOR.has(op.key)) {
        expect(response.statusCode, op.key).toBe(200);
      } else {
        expect(response.statusCode, op.key).toBe(403);
        expect(response.json().error.details, op.key).toEqual({ reason: "two_factor_required" });
      }
    }
  });

  it("reads the role on every request: a role taken away stops the next call", async () => {
    const editor = await createStaff(ctx.app(), "editor");
    const first = await ctx.app().inject({ url: "/api/admin/me", headers: editor.headers });
    expect(first.json()).toMatchObject({ role: "editor", two_factor_enabled: true });
    const { users } = await import("../../db/schema");
    const { eq } = await import("drizzle-orm");
    await ctx.database().db.update(users).set({ role: null }).where(eq(users.id, editor.userId));
    const after = await ctx.app().inject({ url: "/api/admin/me", headers: editor.headers });
    expect(after.statusCode).toBe(403);
  });

  it("marks every back-office answer as private", async () => {
    const admin = await createStaff(ctx.app(), "admin");
    const response = await ctx.app().inject({ url: "/api/admin/me", headers: admin.headers });
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });
});

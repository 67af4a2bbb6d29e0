import { describe, expect, it } from "vitest";
import { schools } from "../../../db/schema";
import { createMember } from "../../../testing/members";
import { createStaff } from "../../../testing/staff";
import { useTestApp } from "../../../testing/use-test-app";

const ctx = useTestApp();

async function school(codes = 0) {
  const id = `admin-school-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  await ctx.database().db.insert(schools).values({
    id,
    nameEn: "Admin U",
    nameFr: "U admin",
    province: "ON",
    kind: "college",
    campusCodesRemaining: codes,
  });
  return id;
}

const put = (headers: Record<string, string>, id: string, payload: object) =>
  ctx
    .app()
    .inject({ method: "PUT", url: `/api/admin/schools/${id}/campus-codes`, headers, payload });

describe("back-office campus-code stock", () => {
  it("lists schools with their stock to any staff, and refuses members", async () => {
    const id = await school(7);
    const support = await createStaff(ctx.app(), "support");
    const list = await ctx.app().inject({ url: "/api/admin/schools", headers: support.headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().schools.find((s: { id: string }) => s.id === id)).toMatchObject({
      campus_codes_remaining: 7,
      campus_cards_claimed: 0,
    });
    const member = await createMember(ctx.app());
    expect(
      (await ctx.app().inject({ url: "/api/admin/schools", headers: member.headers })).statusCode,
    ).toBe(403);
  });

  it("lets an editor add and an admin set the stock, each with an audit row", async () => {
    const id = await school(2);
    const editor = await createStaff(ctx.app(), "editor");
    const admin = await createStaff(ctx.app(), "admin");
    const added = await put(editor.headers, id, { add: 5 });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().school.campus_codes_remaining).toBe(7);
    const set = await put(admin.headers, id, { remaining: 3 });
    expect(set.json().school.campus_codes_remaining).toBe(3);

    const audit = await ctx.app().inject({
      url: "/api/admin/audit?entity_type=school",
      headers: admin.headers,
    });
    const rows = (audit.json().entries as { entity_id: string }[]).filter(
      (r) => r.entity_id === id,
    );
    expect(rows).toMatchObject([
      {
        action: "campus_codes_set",
        actor_email: admin.email,
        before: { campus_codes_remaining: 7 },
        after: { campus_codes_remaining: 3 },
      },
      {
        action: "campus_codes_add",
        actor_email: editor.email,
        before: { campus_codes_remaining: 2 },
        after: { campus_codes_remaining: 7, added: 5 },
      },
    ]);
  });

  it("refuses support staff, bad bodies and unknown schools, and records nothing then", async () => {
    const id = await school(1);
    const support = await createStaff(ctx.app(), "support");
    const editor = await createStaff(ctx.app(), "editor");
    const refused = await put(support.headers, id, { add: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.details).toEqual({ reason: "role" });
    expect((await put(editor.headers, id, { add: 0 })).statusCode).toBe(400);
    expect((await put(editor.headers, id, { remaining: -1 })).statusCode).toBe(400);
    expect((await put(editor.headers, id, { remaining: 1, add: 1 })).statusCode).toBe(400);
    expect((await put(editor.headers, "no-such-school", { add: 1 })).statusCode).toBe(404);
    const admin = await createStaff(ctx.app(), "admin");
    const audit = await ctx.app().inject({
      url: "/api/admin/audit?entity_type=school",
      headers: admin.headers,
    });
    expect(
      (audit.json().entries as { entity_id: string }[]).filter((r) => r.entity_id === id),
    ).toEqual([]);
  });
});

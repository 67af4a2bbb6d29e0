import { beforeAll, describe, expect, it } from "vitest";
import { createMember, type TestMember } from "../../../testing/members";
import { createStaff } from "../../../testing/staff";
import { useTestApp } from "../../../testing/use-test-app";

const ctx = useTestApp();
let admin: TestMember;
beforeAll(async () => {
  admin = await createStaff(ctx.app(), "admin");
});

describe("in-store card batches", () => {
  it("makes a batch whose CSV downloads once, and whose cards a member can activate", async () => {
    const created = await ctx.app().inject({
      method: "POST",
      url: "/api/admin/card-batches",
      headers: admin.headers,
      payload: { count: 5, cobrand: "spc" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const batch = created.json();
    expect(batch).toMatchObject({ count: 5, cobrand: "spc", activated: 0, downloaded_at: null });

    const url = `/api/admin/card-batches/${batch.batch_id}/cards.csv`;
    const [first, second] = await Promise.all([
      ctx.app().inject({ url, headers: admin.headers }),
      ctx.app().inject({ url, headers: admin.headers }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const file = first.statusCode === 200 ? first : second;
    const lines = file.body.trim().split("\n");
    expect(lines[0]).toBe("card_number,csv");
    expect(lines).toHaveLength(6);
    const later = await ctx.app().inject({ url, headers: admin.headers });
    expect(later.json().error.details).toEqual({ reason: "already_downloaded" });

    const [number, csv] = lines[1]!.split(",");
    const member = await createMember(ctx.app());
    const activation = await ctx.app().inject({
      method: "POST",
      url: "/api/users/v2/register/card",
      headers: { ...member.headers, origin: "http://localhost:3000" },
      payload: { card_number: number, csv },
    });
    expect(activation.statusCode, activation.body).toBeLessThan(300);
    const list = await ctx.app().inject({ url: "/api/admin/card-batches", headers: admin.headers });
    const listed = list
      .json()
      .items.find((item: { batch_id: string }) => item.batch_id === batch.batch_id);
    expect(listed).toMatchObject({ activated: 1 });
    expect(listed.downloaded_at).not.toBeNull();
  });

  it("answers 404 for a batch that does not exist, and refuses an oversize batch", async () => {
    const missing = await ctx
      .app()
      .inject({ url: "/api/admin/card-batches/b-none/cards.csv", headers: admin.headers });
    expect(missing.statusCode).toBe(404);
    const big = await ctx.app().inject({
      method: "POST",
      url: "/api/admin/card-batches",
      headers: admin.headers,
      payload: { count: 10_001, cobrand: "spc" },
    });
    expect(big.statusCode).toBe(400);
  });
});

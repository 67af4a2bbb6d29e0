import { beforeAll, describe, expect, it } from "vitest";
import type { TestMember } from "../../../testing/members";
import { createStaff } from "../../../testing/staff";
import { useTestApp } from "../../../testing/use-test-app";

const ctx = useTestApp();
let editor: TestMember;
let partnerId: number;
beforeAll(async () => {
  editor = await createStaff(ctx.app(), "editor");
  const created = await ctx.app().inject({
    method: "POST",
    url: "/api/admin/partners",
    headers: editor.headers,
    payload: { partner_name: "Maple Grocer", url_name: "maple-grocer-stores" },
  });
  partnerId = created.json().id;
});

const importFile = (text: string, mode = "append") =>
  ctx.app().inject({
    method: "POST",
    url: `/api/admin/partners/${partnerId}/locations/import?mode=${mode}`,
    headers: { ...editor.headers, "content-type": "text/csv" },
    payload: text,
  });
const stores = async () =>
  (
    await ctx
      .app()
      .inject({ url: `/api/admin/partners/${partnerId}/locations`, headers: editor.headers })
  ).json().items as { name: string; lat: number; lon: number; postal_code: string; id: number }[];

const GOOD = [
  "name,address,city,province,postal_code",
  "Maple Grocer Plateau,4100 rue Saint-Denis,Montréal,QC,h2w2m5",
  "Maple Grocer Annex,350 Bloor St W,Toronto,ON,M5S 1W9",
].join("\n");

describe("store locations import", () => {
  it("places lines from their postal code and writes them all", async () => {
    const response = await importFile(GOOD);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: "imported",
      read: 2,
      imported: 2,
      removed: 0,
      errors: [],
    });
    const rows = await stores();
    expect(rows.map((row) => row.postal_code).sort()).toEqual(["H2W 2M5", "M5S 1W9"]);
    const montreal = rows.find((row) => row.name.endsWith("Plateau"))!;
    expect(montreal.lat).toBeGreaterThan(45);
    expect(montreal.lat).toBeLessThan(46);
  });

  it("lists every error with its line and column and writes nothing", async () => {
    const before = (await stores()).length;
    const response = await importFile(
      [
        "name;address;city;province;postal_code;lat;lon",
        "Good one;1 Main St;Halifax;NS;B3H 1A1;;",
        ";2 Main St;Halifax;NS;B3H 1A1;;",
        "Far away;3 Main St;Nowhere;XX;12345;;",
        "Odd point;4 Main St;Halifax;NS;B3H 1A1;95;10",
      ].join("\n"),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "rejected",
      read: 4,
      imported: 0,
      errors: [
        { line: 3, field: "name", problem: "missing_field" },
        { line: 4, field: "province", problem: "bad_province" },
        { line: 4, field: "postal_code", problem: "bad_postal_code" },
        { line: 5, field: "lat", problem: "bad_coordinates" },
      ],
    });
    expect(await stores()).toHaveLength(before);
  });

  it("replaces the partner's stores when asked, and removes one with an audit row", async () => {
    const response = await importFile(
      "name,address,city,province,postal_code,lat,lon\nOnly store,1 Rue,Québec,QC,G1R 4P5,46.81,-71.21\n",
      "replace",
    );
    expect(response.json()).toMatchObject({ status: "imported", imported: 1, removed: 2 });
    const [only] = await stores();
    expect(only).toMatchObject({ name: "Only store", lat: 46.81, lon: -71.21 });
    const removed = await ctx.app().inject({
      method: "DELETE",
      url: `/api/admin/locations/${only!.id}`,
      headers: editor.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await stores()).toEqual([]);
    const audit = await ctx.app().inject({
      url: "/api/admin/audit?entity_type=store_location",
      headers: editor.headers,
    });
    expect(audit.json().entries[0]).toMatchObject({
      action: "delete",
      before: { name: "Only store" },
    });
  });
});

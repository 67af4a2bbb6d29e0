import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../../db/client";
import { offers, partners, storeLocations } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../db/testing";
import { buildTestApp } from "../../../testing/app";
import { offerLocatorFor } from "./index";
import { boundingBox, findOfferIdsNear } from "./repository";

// Far north of every seeded store (seed cities stop at ~53.5° N), so only this file's stores count.
const CENTRE = { lat: 58, lon: -90 };
const KM_PER_DEGREE_LAT = 111.195;

describe("findOfferIdsNear", () => {
  let database: TestDatabase;
  let db: Db;
  const ids: Record<string, number> = {};

  async function partnerWithStores(name: string, northKm: number[], isActive = true) {
    const [partner] = await db
      .insert(partners)
      .values({ partnerName: name, urlName: `near-${name}`, isActive })
      .returning({ id: partners.id });
    for (const km of northKm) {
      await db.insert(storeLocations).values({
        partnerId: partner!.id,
        name: `${name} ${km} km`,
        address: "1 Test Road",
        city: "Nowhere",
        province: "MB",
        postalCode: "R0B 1A0",
        lat: CENTRE.lat + km / KM_PER_DEGREE_LAT,
        lon: CENTRE.lon,
      });
    }
    return partner!.id;
  }

  async function offer(
    key: string,
    partnerId: number,
    values: Partial<typeof offers.$inferInsert>,
  ) {
    const [{ id: categoryId }] = (
      await db.execute<{ id: number }>(sql`SELECT id FROM categories ORDER BY id LIMIT 1`)
    ).rows as [{ id: number }];
    const [row] = await db
      .insert(offers)
      .values({ partnerId, categoryId, titleEn: key, titleFr: key, inStore: true, ...values })
      .returning({ id: offers.id });
    ids[key] = row!.id;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    const near = await partnerWithStores("near", [30, 1]); // nearest store wins: 1 km
    const middle = await partnerWithStores("middle", [11]);
    const far = await partnerWithStores("far", [55]);
    const closed = await partnerWithStores("closed", [2], false);
    await offer("near-a", near, {});
    await offer("near-b", near, {});
    await offer("near-online", near, { inStore: false, online: true });
    await offer("near-delisted", near, { status: "delisted" });
    await offer("near-ended", near, { endDate: new Date(Date.now() - 86_400_000) });
    await offer("middle", middle, {});
    await offer("far", far, {});
    await offer("closed", closed, {});
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("gives in-store active offers nearest first and nothing beyond the distance", async () => {
    const found = await findOfferIdsNear(db, { ...CENTRE, distanceKm: 20 });
    expect(found.map((hit) => hit.offerId)).toEqual([ids["near-a"], ids["near-b"], ids.middle]);
    expect(found[0]!.distanceKm).toBeCloseTo(1, 1);
    expect(found[2]!.distanceKm).toBeCloseTo(11, 1);
    expect(found.every((hit) => hit.distanceKm <= 20)).toBe(true);
  });

  it("grows with the distance and is empty for a tiny one", async () => {
    const found = await findOfferIdsNear(db, { ...CENTRE, distanceKm: 100 });
    expect(found.map((hit) => hit.offerId)).toEqual([
      ids["near-a"],
      ids["near-b"],
      ids.middle,
      ids.far,
    ]);
    const distances = found.map((hit) => hit.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(await findOfferIdsNear(db, { ...CENTRE, distanceKm: 0.5 })).toEqual([]);
  });

  it("measures east-west distances with the latitude's shrinking degrees", async () => {
    // 0.2° of longitude at 58° N is about 11.8 km.
    const found = await findOfferIdsNear(db, {
      lat: CENTRE.lat + 11 / KM_PER_DEGREE_LAT,
      lon: CENTRE.lon + 0.2,
      distanceKm: 12,
    });
    expect(found.map((hit) => hit.offerId)).toEqual([ids.middle]);
    expect(found[0]!.distanceKm).toBeCloseTo(11.8, 0);
  });

  it("is what the catalogue locator serves, with postal codes resolved in the app's country", async () => {
    const locator = offerLocatorFor({ country: "ca", geocoding: { googleMapsApiKey: undefined } });
    expect(await locator.resolvePostalCode("H3A 0G4")).toMatchObject({ city: "Montréal" });
    const nearMontreal = await locator.findOfferIdsNear(db, {
      lat: 45.5019,
      lon: -73.5674,
      distanceKm: 25,
    });
    expect(nearMontreal.length).toBeGreaterThan(0);
  });

  it("computes a box that holds the circle, and every longitude near the poles", () => {
    const box = boundingBox({ lat: 45, lon: -73, distanceKm: 10 });
    expect(box.maxLat - 45).toBeCloseTo(10 / KM_PER_DEGREE_LAT, 3);
    expect(box.maxLon + 73).toBeGreaterThan(10 / KM_PER_DEGREE_LAT);
    expect(boundingBox({ lat: 89.99, lon: 0, distanceKm: 50 })).toMatchObject({
      minLon: -180,
      maxLon: 180,
    });
  });
});

describe("GET /api/offers/location/resolve", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const resolve = (target: FastifyInstance, postal?: string) =>
    target.inject({
      url: `/api/offers/location/resolve${postal === undefined ? "" : `?postal_code=${encodeURIComponent(postal)}`}`,
    });

  it("turns a postal code into a location with city and province", async () => {
    const response = await resolve(app, "h3a0g4");
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      postal_code: "H3A 0G4",
      province: "QC",
      city: "Montréal",
    });
  });

  it("answers the spec's geocode errors with stable codes", async () => {
    expect((await resolve(app)).json()).toEqual({
      error: {
        request_id: expect.any(String),
        code: "no_postal_code",
        message: "No postal code provided.",
      },
    });
    expect((await resolve(app, "  ")).statusCode).toBe(400);
    const bad = await resolve(app, "W1A 1A1");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toEqual({
      request_id: expect.any(String),
      code: "location_not_resolved",
      message: "Could not resolve location",
    });
  });

  it("says no location was found when the geocoder has none (US build without a maps key)", async () => {
    const us = await buildTestApp({ env: { COUNTRY: "us" } });
    const response = await resolve(us, "90210");
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      request_id: expect.any(String),
      code: "no_location_found",
      message: "No location found.",
    });
    await us.close();
  });

  it("says the geocoder is unavailable when the maps service fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("oops", { status: 500 })),
    );
    const google = await buildTestApp({ env: { GOOGLE_MAPS_API_KEY: "test-key" } });
    const response = await resolve(google, "M5V 3L9");
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toEqual({
      request_id: expect.any(String),
      code: "geocode_unavailable",
      message: "Geocode not available.",
    });
    await google.close();
  });

  it("answers the same codes on the listings' postal_code + distance filter", async () => {
    const listing = (target: FastifyInstance, postal: string) =>
      target.inject({
        url: `/api/offers/v5/offers/summary?distance=10&postal_code=${encodeURIComponent(postal)}`,
      });
    const unplaced = await listing(app, "W1A 1A1");
    expect(unplaced.statusCode).toBe(422);
    expect(unplaced.json().error).toEqual({
      request_id: expect.any(String),
      code: "location_not_resolved",
      message: "Could not resolve location",
    });

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("oops", { status: 500 })),
    );
    const google = await buildTestApp({ env: { GOOGLE_MAPS_API_KEY: "test-key" } });
    const unavailable = await listing(google, "M5V 3L9");
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json().error).toEqual({
      request_id: expect.any(String),
      code: "geocode_unavailable",
      message: "Geocode not available.",
    });
    await google.close();
  });

  it("is rate-limited more tightly than the rest of the API", async () => {
    const limited = await buildTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await resolve(limited, "M5V 3L9")).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    await limited.close();
  });
});

import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { createFirstPicture } from "./spa-first-picture";

type Answers = Record<string, unknown>;

/** A stand-in API answering the given reads (everything else 404), counting the calls. */
function fakeApi(answers: Answers) {
  const app = Fastify();
  const calls: string[] = [];
  app.get("/*", async (request, reply) => {
    calls.push(request.url);
    const answer = answers[request.url];
    return answer === undefined ? reply.code(404).send({}) : answer;
  });
  return { app, calls };
}

const card = (image_url: string | null) => ({ offer_id: 1, image_url });
const theme = (...types: string[]) => ({
  data: types.map((type) => ({ key: type, type, collection_id: null })),
});

describe("createFirstPicture", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it("is the first card's picture of the theme's first row", async () => {
    const api = fakeApi({
      "/api/offers/theme/order": theme("limited_time", "trending"),
      "/api/offers/v4/limitedTimeOffers": { data: [card("/images/a.svg"), card("/b.svg")] },
    });
    app = api.app;
    expect(await createFirstPicture(app)()).toBe("/images/a.svg");
  });

  it.each([
    ["trending", "/api/offers/v2/trendingOffers"],
    ["spc_plus", "/api/offers/v4/offers/summary?current_page=1&page_size=24"],
    ["new_offers", "/api/offers/v5/offers/summary?current_page=1&page_size=24&offer_filters=new"],
  ])("follows a first %s row to its read", async (type, url) => {
    const api = fakeApi({
      "/api/offers/theme/order": theme(type),
      [url]: { data: [card("https://cdn.example.com/p.jpg")] },
    });
    app = api.app;
    expect(await createFirstPicture(app)()).toBe("https://cdn.example.com/p.jpg");
  });

  it("takes a collection row's first offer, and collections when the theme is empty", async () => {
    const collections = {
      data: [
        { id: 1, offers: [] },
        { id: 2, offers: [card("/c2.svg")] },
        { id: 3, offers: [card("/c3.svg")] },
      ],
    };
    const named = fakeApi({
      "/api/offers/theme/order": {
        data: [{ key: "collection:3", type: "collection", collection_id: 3 }],
      },
      "/api/offers/v4/collections": collections,
    });
    app = named.app;
    expect(await createFirstPicture(app)()).toBe("/c3.svg");
    await app.close();
    const empty = fakeApi({
      "/api/offers/theme/order": { data: [] },
      "/api/offers/v4/collections": collections,
    });
    app = empty.app;
    expect(await createFirstPicture(app)()).toBe("/c2.svg");
  });

  it("is null without a picture, when a read fails, or for an address unsafe in HTML", async () => {
    for (const picture of [null, 'x" onload="alert(1)', "//evil.example/p.png", "javascript:x"]) {
      const api = fakeApi({
        "/api/offers/theme/order": theme("limited_time"),
        "/api/offers/v4/limitedTimeOffers": { data: [card(picture)] },
      });
      app = api.app;
      expect(await createFirstPicture(app)()).toBeNull();
      await app.close();
    }
    const failing = fakeApi({});
    app = failing.app;
    expect(await createFirstPicture(app)()).toBeNull();
  });

  it("reuses its answer for a moment", async () => {
    const api = fakeApi({
      "/api/offers/theme/order": theme("limited_time"),
      "/api/offers/v4/limitedTimeOffers": { data: [card("/a.svg")] },
    });
    app = api.app;
    const firstPicture = createFirstPicture(app, 60_000);
    await firstPicture();
    await firstPicture();
    expect(api.calls).toHaveLength(2);
    const fresh = createFirstPicture(app, -1);
    await fresh();
    await fresh();
    expect(api.calls).toHaveLength(6);
  });
});

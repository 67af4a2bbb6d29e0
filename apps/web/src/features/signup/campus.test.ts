import { STORAGE_KEYS } from "@spc/shared";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { campusLoader, readCampusToken } from "./campus";

const state = vi.hoisted(() => ({ user: null as unknown }));
vi.mock("../session/session-query", () => ({
  ensureSession: vi.fn(async () => ({ user: state.user })),
}));
vi.mock("../session/log-out", () => ({ logOut: vi.fn(async () => {}) }));

const { logOut } = await import("../session");

async function load(url: string) {
  try {
    return await campusLoader({
      request: new Request(`http://localhost${url}`),
      params: {},
      context: undefined,
    } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

beforeEach(() => {
  state.user = null;
  vi.mocked(logOut).mockClear();
});

describe("/campus/:id? (school portal)", () => {
  it("signs out whoever was signed in before anything else", async () => {
    state.user = { id: "someone-else" };
    expect(await load("/campus/42")).toBeNull();
    expect(logOut).toHaveBeenCalledTimes(1);
  });

  it("stores the unique_token under the §9 key and takes it out of the address", async () => {
    const answer = (await load("/campus/42?unique_token=abc123&lang=fr")) as Response;
    expect(localStorage.getItem(STORAGE_KEYS.uniqueToken)).toBe("abc123");
    expect(readCampusToken()).toBe("abc123");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/campus/42?lang=fr");
    expect(logOut).not.toHaveBeenCalled();
  });

  it("keeps a stored token when the link carries none, and works without an id", async () => {
    localStorage.setItem(STORAGE_KEYS.uniqueToken, "earlier");
    expect(await load("/campus")).toBeNull();
    const answer = (await load("/campus?unique_token=")) as Response;
    expect(answer.headers.get("Location")).toBe("/campus");
    expect(readCampusToken()).toBe("earlier");
  });
});

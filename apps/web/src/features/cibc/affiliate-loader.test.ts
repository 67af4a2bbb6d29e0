import { AFFILIATE_LINK_PATH } from "@spc/shared";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { peekRedirect } from "../session";
import { affiliateActivationLoader } from "./affiliate-loader";
import { readAffiliateMarker, storeAffiliateMarker } from "./affiliate-storage";

const session = vi.hoisted(() => ({ isLoggedIn: true, isRegistered: true }));

vi.mock("../session/log-out", async () => {
  // The real memory, so a logged-out member's remembered redirect is forgotten as in the app.
  const memory = (await vi.importActual("../session/redirect-memory")) as {
    forgetRedirect: () => void;
  };
  return { logOut: vi.fn(async () => memory.forgetRedirect()) };
});
vi.mock("../session/session-query", () => ({
  ensureSession: vi.fn(async () => ({})),
  deriveSessionView: () => session,
}));

const { logOut } = await import("../session");

async function load(path: string): Promise<{ status: number; location: string | null } | null> {
  try {
    const url = new URL(`http://localhost${path}`);
    const request = new Request(url);
    await affiliateActivationLoader({
      request,
      url,
      params: {},
      pattern: AFFILIATE_LINK_PATH,
      context: undefined,
    });
    return null;
  } catch (thrown) {
    const response = thrown as Response;
    return { status: response.status, location: response.headers.get("Location") };
  }
}

beforeEach(() => {
  session.isLoggedIn = true;
  session.isRegistered = true;
  vi.mocked(logOut).mockClear();
});

describe("the bank's link", () => {
  it("logs out, stores the marker and token, and goes to /signup, coming back afterwards", async () => {
    const answer = await load(`${AFFILIATE_LINK_PATH}?affiliate_token=abc.def`);
    expect(answer).toEqual({ status: 302, location: "/signup" });
    expect(logOut).toHaveBeenCalledOnce();
    expect(readAffiliateMarker()).toEqual({ bank: "cibc", token: "abc.def" });
    expect(peekRedirect()).toBe(AFFILIATE_LINK_PATH);
  });

  it("lets a registered member with a stored marker reach the association step", async () => {
    storeAffiliateMarker({ bank: "cibc", token: "abc.def" });
    expect(await load(AFFILIATE_LINK_PATH)).toBeNull();
    expect(logOut).not.toHaveBeenCalled();
  });

  it("sends a visitor, or a member with nothing to associate, to /activate", async () => {
    expect(await load(AFFILIATE_LINK_PATH)).toEqual({ status: 302, location: "/activate" });
    storeAffiliateMarker({ bank: "cibc", token: "abc.def" });
    session.isLoggedIn = false;
    session.isRegistered = false;
    expect(await load(AFFILIATE_LINK_PATH)).toEqual({ status: 302, location: "/activate" });
  });
});

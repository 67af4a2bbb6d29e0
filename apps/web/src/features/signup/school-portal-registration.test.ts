import { STORAGE_KEYS } from "@spc/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { readString, writeString } from "../../lib/storage";
import {
  completeSchoolPortalRegistration,
  schoolPortalOutcomeOf,
} from "./school-portal-registration";

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const envelope = (code: string, message: string) => ({ error: { code, message } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("school-portal registration (spec §4)", () => {
  it("success sends the stored token and clears the stored school data", async () => {
    writeString(STORAGE_KEYS.uniqueToken, "uoft.nonce123.sig");
    const fetch = answer(200, { data: { card_number: "1", campus: "uoft" } });
    expect(await completeSchoolPortalRegistration("uoft.nonce123.sig")).toBe("registered");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain("/api/users/campus/register");
    expect(JSON.parse(String(init.body))).toEqual({ unique_token: "uoft.nonce123.sig" });
    expect(readString(STORAGE_KEYS.uniqueToken)).toBeNull();
  });

  it("an 'active card' message means already registered", async () => {
    writeString(STORAGE_KEYS.uniqueToken, "t");
    answer(409, envelope("conflict", "user has active card"));
    expect(await completeSchoolPortalRegistration("t")).toBe("already");
    expect(readString(STORAGE_KEYS.uniqueToken)).toBeNull();
  });

  it("anything else is the failure alert, and the school data stays for another try", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    writeString(STORAGE_KEYS.uniqueToken, "t");
    answer(400, envelope("invalid_token", "School portal token not valid"));
    expect(await completeSchoolPortalRegistration("t")).toBe("failed");
    expect(readString(STORAGE_KEYS.uniqueToken)).toBe("t");
    expect(schoolPortalOutcomeOf(new Error("user has active card"))).toBe("failed");
    expect(schoolPortalOutcomeOf(new ApiError(409, "conflict", "User has Active Card"))).toBe(
      "already",
    );
  });
});

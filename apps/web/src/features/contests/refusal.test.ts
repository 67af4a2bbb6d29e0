import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { refusalMessageId, refusalOf } from "./refusal";

const forbidden = (details: Record<string, unknown>) =>
  new ApiError(403, "forbidden", "Refused", details);

describe("refusalOf", () => {
  it("maps a contest that is not open to the open/close dialog by its state", () => {
    expect(refusalOf(forbidden({ reason: "contest_not_open", state: "closed" }))).toEqual({
      kind: "closed",
    });
    expect(refusalOf(forbidden({ reason: "contest_not_open", state: "upcoming" }))).toEqual({
      kind: "not-open-yet",
    });
  });

  it("maps the eligibility refusals to the submission dialog with their reason", () => {
    for (const reason of ["audience", "minimum_age", "province", "answers_invalid"]) {
      expect(refusalOf(forbidden({ reason }))).toEqual({ kind: "refused", reason });
    }
  });

  it("maps a session that ended, a photo too large or of the wrong type, and anything else", () => {
    expect(refusalOf(new ApiError(401, "unauthorized", "x"))).toEqual({ kind: "login" });
    expect(refusalOf(new ApiError(413, "payload_too_large", "x"))).toEqual({
      kind: "photo-too-large",
    });
    expect(refusalOf(new ApiError(415, "unsupported_media_type", "x"))).toEqual({
      kind: "photo-type",
    });
    expect(refusalOf(forbidden({ reason: "something_new" }))).toEqual({ kind: "error" });
    expect(refusalOf(new Error("boom"))).toEqual({ kind: "error" });
  });
});

describe("refusalMessageId", () => {
  it("gives each refusal its own message", () => {
    const ids = [
      refusalMessageId({ kind: "closed" }),
      refusalMessageId({ kind: "not-open-yet" }),
      refusalMessageId({ kind: "refused", reason: "audience" }),
      refusalMessageId({ kind: "refused", reason: "minimum_age" }),
      refusalMessageId({ kind: "refused", reason: "province" }),
      refusalMessageId({ kind: "refused", reason: "answers_invalid" }),
      refusalMessageId({ kind: "photo-too-large" }),
      refusalMessageId({ kind: "photo-type" }),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(refusalMessageId({ kind: "refused", reason: "province" })).toBe(
      "contests.refusal.province",
    );
  });
});

import { describe, expect, it } from "vitest";
import { signUpDraftSchema } from "./signup-draft";
import { EMPTY_SIGN_UP_DRAFT } from "./signup-draft-constants";

describe("sign-up draft", () => {
  it("starts empty, not agreed and without an age", () => {
    expect(signUpDraftSchema.parse(EMPTY_SIGN_UP_DRAFT)).toEqual(EMPTY_SIGN_UP_DRAFT);
    expect(EMPTY_SIGN_UP_DRAFT.agree).toBe(false);
    expect(EMPTY_SIGN_UP_DRAFT.age).toBeNull();
  });

  it("accepts a half-typed birthdate because rules, not the shape, judge it", () => {
    expect(
      signUpDraftSchema.safeParse({ ...EMPTY_SIGN_UP_DRAFT, birthdate: "2004-0" }).success,
    ).toBe(true);
  });
});

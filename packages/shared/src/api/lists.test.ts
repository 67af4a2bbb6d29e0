import { describe, expect, it } from "vitest";
import { listNameKey } from "../rules/list-name";
import {
  favouriteOffersUpdateRequestSchema,
  savedListCreateRequestSchema,
  savedListUpdateRequestSchema,
} from "./lists";
import { SAVED_LIST_NAME_MAX_LENGTH, SAVED_LIST_OFFERS_MAX } from "./lists-constants";

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("saved lists contract", () => {
  it("trims a new list's name and refuses a blank one with the spec's message", () => {
    expect(savedListCreateRequestSchema.parse({ name: "  Trip  " }).name).toBe("Trip");
    expect(issues(savedListCreateRequestSchema.safeParse({ name: " \t " }))).toEqual([
      "Enter valid list name",
    ]);
  });

  it("caps names and offer lists", () => {
    const longest = "x".repeat(SAVED_LIST_NAME_MAX_LENGTH);
    expect(savedListCreateRequestSchema.safeParse({ name: ` ${longest} ` }).success).toBe(true);
    expect(savedListCreateRequestSchema.safeParse({ name: `${longest}x` }).success).toBe(false);
    const tooMany = Array.from({ length: SAVED_LIST_OFFERS_MAX + 1 }, (_, i) => i + 1);
    expect(savedListUpdateRequestSchema.safeParse({ add_offer_ids: tooMany }).success).toBe(false);
  });

  it("needs something to change, a version with a full list, and no id both added and removed", () => {
    expect(savedListUpdateRequestSchema.safeParse({}).success).toBe(false);
    expect(savedListUpdateRequestSchema.safeParse({ version: 2 }).success).toBe(false);
    expect(savedListUpdateRequestSchema.safeParse({ offer_ids: [1] }).success).toBe(false);
    expect(savedListUpdateRequestSchema.safeParse({ offer_ids: [1], version: 2 }).success).toBe(
      true,
    );
    expect(
      savedListUpdateRequestSchema.safeParse({ add_offer_ids: [1, 2], remove_offer_ids: [2] })
        .success,
    ).toBe(false);
    expect(
      favouriteOffersUpdateRequestSchema.safeParse({
        favourite_offer_ids: [1],
        add_offer_ids: [2],
        version: 0,
      }).success,
    ).toBe(false);
    expect(favouriteOffersUpdateRequestSchema.safeParse({ remove_offer_ids: [1] }).success).toBe(
      true,
    );
  });

  it("compares names by one key: trimmed, composed, lower-cased", () => {
    expect(listNameKey("  Café ")).toBe(listNameKey("CAFE\u0301"));
    expect(listNameKey("Shoes")).not.toBe(listNameKey("Shoes 2"));
  });
});

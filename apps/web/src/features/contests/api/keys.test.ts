import { describe, expect, it } from "vitest";
import { sessionKeys } from "../../session";
import { contestsKeys } from "./keys";

describe("contestsKeys", () => {
  it("keeps the member's contest pages under the session's member root", () => {
    expect(contestsKeys.page("bts-2025")).toEqual([
      ...sessionKeys.memberData(),
      "contests",
      "page",
      "bts-2025",
    ]);
    expect(contestsKeys.list()).toEqual([...sessionKeys.memberData(), "contests", "list"]);
  });

  it("keeps the public rules outside it", () => {
    expect(contestsKeys.rules("7")).toEqual(["contests", "rules", "7"]);
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { clearSession, VISITOR_SNAPSHOT } from "../session-query";
import { sessionKeys } from "./keys";

afterEach(() => queryClient.clear());

describe("session query keys", () => {
  it("keep the values the cache is addressed by", () => {
    expect(sessionKeys.snapshot()).toEqual(["session"]);
    expect(sessionKeys.memberData()).toEqual(["member"]);
  });

  it("let logout drop every member-only query, whichever feature owns it, and nothing else", () => {
    queryClient.setQueryData(["member", "cards"], []);
    queryClient.setQueryData(["member", "purchase", "price", ""], {});
    queryClient.setQueryData(["deals", "collections"], { data: [] });
    clearSession();
    expect(queryClient.getQueryData(["member", "cards"])).toBeUndefined();
    expect(queryClient.getQueryData(["member", "purchase", "price", ""])).toBeUndefined();
    expect(queryClient.getQueryData(["deals", "collections"])).toEqual({ data: [] });
    expect(queryClient.getQueryData(sessionKeys.snapshot())).toBe(VISITOR_SNAPSHOT);
  });
});

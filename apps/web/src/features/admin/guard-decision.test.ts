import type { StaffMe } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { afterStaffLogin, guardDecision, loginPath } from "./guard-decision";

const staff = (two_factor_enabled: boolean): StaffMe => ({
  id: "u1",
  email: "admin@demo.spc.ca",
  name: "Ada Admin",
  role: "admin",
  two_factor_enabled,
});
const refused = (status: number, reason?: string) =>
  new ApiError(
    status,
    status === 401 ? "unauthorized" : "forbidden",
    "no",
    reason ? { reason } : null,
  );

describe("guardDecision", () => {
  it("waits while the answer is coming", () => {
    expect(guardDecision({ status: "pending" }, "/admin")).toEqual({ kind: "loading" });
  });

  it("sends a visitor to the login page", () => {
    expect(guardDecision({ status: "error", error: refused(401) }, "/admin/codes")).toEqual({
      kind: "login",
      expired: false,
    });
  });

  it("sends an ended staff session to the login page and says why", () => {
    const error = refused(401, "staff_session_expired");
    expect(guardDecision({ status: "error", error }, "/admin")).toEqual({
      kind: "login",
      expired: true,
    });
  });

  it("shows a member the not-allowed page", () => {
    const error = refused(403, "not_staff");
    expect(guardDecision({ status: "error", error }, "/admin")).toEqual({ kind: "not-allowed" });
  });

  it("offers a retry when the server could not answer", () => {
    const error = new ApiError(0, "network_error", "down");
    expect(guardDecision({ status: "error", error }, "/admin")).toEqual({ kind: "failed" });
  });

  it("sends staff without a second factor to set one up, and only there", () => {
    expect(guardDecision({ status: "success", data: staff(false) }, "/admin/codes")).toEqual({
      kind: "enrol",
    });
    expect(
      guardDecision({ status: "success", data: staff(false) }, "/admin/two-factor"),
    ).toMatchObject({ kind: "show" });
  });

  it("keeps staff who have a second factor off the set-up page", () => {
    expect(guardDecision({ status: "success", data: staff(true) }, "/admin/two-factor")).toEqual({
      kind: "leave-enrolment",
    });
    expect(guardDecision({ status: "success", data: staff(true) }, "/admin/audit")).toEqual({
      kind: "show",
      staff: staff(true),
    });
  });
});

describe("login round trip", () => {
  it("remembers the page and whether the session ended", () => {
    expect(loginPath("/admin/audit?action=import")).toBe(
      "/admin/login?next=%2Fadmin%2Faudit%3Faction%3Dimport",
    );
    expect(loginPath("/admin", true)).toBe("/admin/login?expired=1");
  });

  it("comes back only to a back-office page", () => {
    expect(afterStaffLogin("/admin/audit?action=import")).toBe("/admin/audit?action=import");
    expect(afterStaffLogin(null)).toBe("/admin");
    expect(afterStaffLogin("https://evil.example/admin")).toBe("/admin");
    expect(afterStaffLogin("//evil.example")).toBe("/admin");
    expect(afterStaffLogin("/deals")).toBe("/admin");
    expect(afterStaffLogin("/admin/login")).toBe("/admin");
  });
});

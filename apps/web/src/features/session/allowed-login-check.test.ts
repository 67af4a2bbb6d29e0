import { renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useAllowedLoginCheck } from "./allowed-login-check";
import { deriveSessionView, VISITOR_SNAPSHOT } from "./session-query";

vi.mock("./api/is-allowed-login", () => ({ isAllowedLogin: vi.fn() }));
vi.mock("./log-out", () => ({ logOut: vi.fn(async () => {}) }));

const { isAllowedLogin } = await import("./api/is-allowed-login");
const { logOut } = await import("./log-out");

function viewOf(signInMethod: string | null) {
  return deriveSessionView(
    {
      ...VISITOR_SNAPSHOT,
      user: { id: "u1", email: "member@example.com", name: "M", emailVerified: true },
      token: "t",
      sessionId: `s-${signInMethod}`,
      signInMethod,
    },
    new Date(),
  );
}

describe("the allowed-login check (spec §4)", () => {
  beforeEach(() => vi.mocked(isAllowedLogin).mockReset());

  it("logs out an e-mail/password session whose address is not allowed", async () => {
    vi.mocked(isAllowedLogin).mockResolvedValue({ is_allowed: false } as never);
    renderHook(() => useAllowedLoginCheck(viewOf("password")));
    await waitFor(() => expect(logOut).toHaveBeenCalled());
    expect(isAllowedLogin).toHaveBeenCalledWith("member@example.com");
  });

  it("skips a session opened with Google, Facebook or Apple", async () => {
    for (const provider of ["google", "facebook", "apple"]) {
      renderHook(() => useAllowedLoginCheck(viewOf(provider)));
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(isAllowedLogin).not.toHaveBeenCalled();
  });

  it("asks once per session and tab, not on every page load", async () => {
    vi.mocked(isAllowedLogin).mockResolvedValue({ is_allowed: true } as never);
    for (let page = 1; page <= 15; page++) {
      // Each full page load mounts the app afresh; sessionStorage survives it.
      const { unmount } = renderHook(() => useAllowedLoginCheck(viewOf("password")));
      unmount();
    }
    await waitFor(() => expect(isAllowedLogin).toHaveBeenCalledTimes(1));
  });

  it("checks an auto-login session too (only the session's provider decides)", async () => {
    vi.mocked(isAllowedLogin).mockResolvedValue({ is_allowed: true } as never);
    renderHook(() => useAllowedLoginCheck(viewOf("custom_token")));
    await waitFor(() => expect(isAllowedLogin).toHaveBeenCalledTimes(1));
  });
});

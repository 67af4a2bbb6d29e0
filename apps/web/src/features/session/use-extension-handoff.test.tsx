import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useModalStore } from "../../components/modal/modal-store";
import { readString } from "../../lib/storage";
import type { SessionView } from "./session-query";
import { CLOSE_GRACE_MS, FROM_EXTENSION_KEY, useExtensionHandoff } from "./use-extension-handoff";

function viewOf(token: string | null, hasCard: boolean): SessionView {
  return {
    loading: false,
    snapshot: { token, registration: token ? { registered: true, hasCard } : null },
    hasValidCard: hasCard,
  } as unknown as SessionView;
}

function Probe({ view, exempt = false }: { view: SessionView; exempt?: boolean }) {
  useExtensionHandoff(view, exempt);
  return null;
}

function mount(path: string, view: SessionView, exempt = false) {
  const ui = (next: SessionView) => (
    <MemoryRouter initialEntries={[path]}>
      <Probe view={next} exempt={exempt} />
    </MemoryRouter>
  );
  const rendered = render(ui(view));
  return { update: (next: SessionView) => rendered.rerender(ui(next)) };
}

let posted: unknown[];
let closeCalls: number;
beforeEach(() => {
  vi.useFakeTimers();
  posted = [];
  closeCalls = 0;
  vi.spyOn(window, "postMessage").mockImplementation((message: unknown) => {
    posted.push(message);
  });
  vi.spyOn(window, "close").mockImplementation(() => {
    closeCalls += 1;
  });
  window.sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the hand-off cookie between tests
  document.cookie = "spc_ext_token=; Max-Age=0; Path=/";
  useModalStore.setState({ current: null, waiting: [] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the extension hand-off (spec §2.5) and back-to-extension (§2.8)", () => {
  it("hands a member with a card the token, closes, and explains when the browser keeps the tab", () => {
    mount("/deals?from_extension=1", viewOf("tok-1", true));
    expect(posted).toEqual([{ type: "SPC_AUTH_TOKEN", token: "tok-1" }]);
    expect(document.cookie).toContain("spc_ext_token=tok-1");
    expect(closeCalls).toBe(1);
    vi.advanceTimersByTime(CLOSE_GRACE_MS);
    expect(useModalStore.getState().current?.type).toBe("back-to-extension");
    expect(readString(FROM_EXTENSION_KEY, "session")).toBeNull();
  });

  it("waits for the card of a member the extension sent to buy, then finishes the hand-off", () => {
    const tab = mount("/signup?from_extension=1", viewOf(null, false));
    expect(posted).toEqual([]);
    expect(readString(FROM_EXTENSION_KEY, "session")).toBe("1");

    tab.update(viewOf("tok-2", false));
    expect(posted).toHaveLength(1);
    expect(closeCalls).toBe(0);
    vi.advanceTimersByTime(CLOSE_GRACE_MS);
    expect(useModalStore.getState().current).toBeNull();

    // The purchase completes in the same tab: the token is not sent twice, the tab closes.
    tab.update(viewOf("tok-2", true));
    expect(posted).toHaveLength(1);
    expect(closeCalls).toBe(1);
    vi.advanceTimersByTime(CLOSE_GRACE_MS);
    expect(useModalStore.getState().current?.type).toBe("back-to-extension");
  });

  it("does nothing for a tab the extension did not open, or on an exempt route", () => {
    mount("/deals", viewOf("tok-3", true));
    mount("/redirect-to-partner?from_extension=1", viewOf("tok-3", true), true);
    vi.advanceTimersByTime(CLOSE_GRACE_MS);
    expect(posted).toEqual([]);
    expect(closeCalls).toBe(0);
    expect(useModalStore.getState().current).toBeNull();
  });
});

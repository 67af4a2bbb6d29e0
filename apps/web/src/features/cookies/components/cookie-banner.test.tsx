import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { useModalStore } from "../../../components/modal/modal-store";
import { renderWithProviders } from "../../../test/render";
import { useConsentStore } from "../consent-store";
import { CookieBanner } from "./cookie-banner";

function renderAt(path = "/") {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <CookieBanner />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useConsentStore.setState({ consent: null });
  useModalStore.setState({ current: null });
});

describe("CookieBanner", () => {
  it("asks on a first visit and goes away once the visitor chooses", async () => {
    const user = userEvent.setup();
    renderAt();
    const banner = screen.getByRole("region", { name: "We value your privacy" });
    await user.click(screen.getByRole("button", { name: "Only necessary" }));
    expect(banner.isConnected).toBe(false);
    expect(JSON.parse(localStorage.getItem("cookies") ?? "{}").categories.marketing).toBe(false);
  });

  it("does not ask a crawler", () => {
    const meta = document.createElement("meta");
    meta.name = "spc-visitor";
    meta.content = "crawler";
    document.head.append(meta);
    try {
      renderAt();
      expect(screen.queryByRole("region", { name: "We value your privacy" })).toBeNull();
    } finally {
      meta.remove();
    }
  });

  it("opens the settings dialog", async () => {
    const user = userEvent.setup();
    renderAt();
    await user.click(screen.getByRole("button", { name: "Settings" }));
    expect(useModalStore.getState().current?.type).toBe("cookie-settings");
  });

  it("stays away from the partner redirect", () => {
    renderAt("/redirect-to-partner");
    expect(screen.queryByRole("region")).toBeNull();
  });
});

import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useLanguageStore } from "../../../i18n/language-store";
import { ContentMarkdown } from "./content-markdown";

function renderMarkdown(text: string) {
  return render(
    <MemoryRouter>
      <ContentMarkdown>{text}</ContentMarkdown>
    </MemoryRouter>,
  );
}

afterEach(() => useLanguageStore.setState({ chosen: "en" }));

describe("ContentMarkdown", () => {
  it("never turns raw HTML of the content into elements", () => {
    const { container } = renderMarkdown(
      'Hello.\n\n<script>window.hacked = true</script>\n\n<img src="x" onerror="window.hacked = true">\n\nA <b onclick="x()">bold</b> claim.',
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelector("[onclick], [onerror]")).toBeNull();
    expect(container.textContent).not.toContain("window.hacked");
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByText("Hello.")).toBeTruthy();
  });

  it("keeps the words of a javascript: or data: link but not the link", () => {
    const { container } = renderMarkdown(
      "[Win a prize](javascript:alert(1)) and [a file](data:text/html;base64,PHNjcmlwdD4=) and [tab](java%09script:alert(1))",
    );
    expect(screen.getByText("Win a prize")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Win a prize" })).toBeNull();
    expect(screen.queryByRole("link", { name: "a file" })).toBeNull();
    for (const anchor of container.querySelectorAll("a")) {
      expect(anchor.getAttribute("href") ?? "").not.toMatch(/^\s*(javascript|data):/i);
    }
  });

  it("sends a page of this site through the router, with /fr for French readers", () => {
    useLanguageStore.setState({ chosen: "fr" });
    renderMarkdown("Read our [privacy policy](/privacy) or [the steps](#steps).");
    expect(screen.getByRole("link", { name: "privacy policy" }).getAttribute("href")).toBe(
      "/fr/privacy",
    );
    expect(screen.getByRole("link", { name: "the steps" }).getAttribute("href")).toBe("#steps");
  });

  it("keeps web, e-mail and phone links, and drops pictures from other sites", () => {
    const { container } = renderMarkdown(
      "[Site](https://example.com) [Mail](mailto:support@spc.local) [Call](tel:+18005551234)\n\n![Logo](https://tracker.example/p.gif)",
    );
    expect(screen.getByRole("link", { name: "Site" }).getAttribute("rel")).toBe(
      "noopener noreferrer",
    );
    expect(screen.getByRole("link", { name: "Mail" }).getAttribute("href")).toBe(
      "mailto:support@spc.local",
    );
    expect(screen.getByRole("link", { name: "Call" })).toBeTruthy();
    expect(container.querySelector("img")?.getAttribute("src") ?? null).toBeNull();
  });

  it("puts a content heading below the page's own h1", () => {
    renderMarkdown("# Our story\n\n## Today");
    expect(screen.getByRole("heading", { level: 2, name: "Our story" })).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
  });
});

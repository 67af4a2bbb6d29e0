import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { FaqPage } from "./faq-page";

const entry = (id: number, slug: string, question: string, answer: string) => ({
  id,
  slug,
  question_en: question,
  question_fr: question,
  answer_en: answer,
  answer_fr: answer,
  published_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
});

const faq = {
  data: [
    {
      id: 1,
      slug: "membership",
      name_en: "Membership",
      name_fr: "Adhésion",
      entries: [
        entry(1, "how-much", "How much does it cost?", "**$11.99** a year."),
        entry(2, "renewal", "Does it renew?", "Only if you turn on auto-renew."),
      ],
    },
    {
      id: 2,
      slug: "deals",
      name_en: "Deals",
      name_fr: "Rabais",
      entries: [entry(3, "find-code", "Where is my code?", "Reveal it on the deal.")],
    },
  ],
};

function renderAt(path: string) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) =>
      String(input).endsWith("/faq")
        ? Response.json(faq)
        : Response.json({ error: { code: "not_found", message: "x" } }, { status: 404 }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-CA" messages={en}>
        <MemoryRouter initialEntries={[path]}>
          <FaqPage />
        </MemoryRouter>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

const scrolled: string[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
});
afterEach(() => vi.unstubAllGlobals());

describe("FaqPage", () => {
  it("lists the questions by category, closed, and opens one on click", async () => {
    renderAt("/faq-help");
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { level: 2, name: "Membership" })).toBeTruthy();
    const question = screen.getByRole("button", { name: "How much does it cost?" });
    expect(question.getAttribute("aria-expanded")).toBe("false");
    await user.click(question);
    expect(question.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("$11.99").tagName).toBe("STRONG");
  });

  it("filters the questions as the reader types and says how many match", async () => {
    renderAt("/faq-help");
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Deals" });
    await user.type(screen.getByRole("searchbox", { name: "Search the questions" }), "code");
    expect(screen.getAllByTestId("faq-question")).toHaveLength(1);
    expect(screen.getByRole("status").textContent).toBe("1 question matches");
    expect(screen.queryByRole("heading", { name: "Membership" })).toBeNull();
  });

  it("says so when nothing matches, and clears the search", async () => {
    renderAt("/faq-help");
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Deals" });
    await user.type(screen.getByRole("searchbox"), "spaceship");
    expect(screen.getByText(/No question matches “spaceship”/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact");
    await user.click(screen.getByRole("button", { name: "Clear the search" }));
    expect(screen.getAllByTestId("faq-question")).toHaveLength(3);
  });

  it("opens and scrolls to the question of the address's anchor", async () => {
    renderAt("/faq-help#renewal");
    const question = await screen.findByRole("button", { name: "Does it renew?" });
    await vi.waitFor(() => expect(question.getAttribute("aria-expanded")).toBe("true"));
    await vi.waitFor(() => expect(scrolled).toContain("renewal"));
    const item = document.getElementById("renewal") as HTMLElement;
    expect(
      within(item)
        .getByRole("link", { name: /Link to the question/ })
        .getAttribute("href"),
    ).toBe("/faq-help#renewal");
    expect(
      screen.getByRole("button", { name: "How much does it cost?" }).getAttribute("aria-expanded"),
    ).toBe("false");
  });

  it("clears a search that hides the question an anchor link names", async () => {
    renderAt("/faq-help");
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Deals" });
    await user.type(screen.getByRole("searchbox"), "code");
    expect(screen.queryByRole("button", { name: "Does it renew?" })).toBeNull();
    await user.clear(screen.getByRole("searchbox"));
    await user.click(screen.getByRole("button", { name: "Does it renew?" }));
    await user.type(screen.getByRole("searchbox"), "renew");
    await user.click(screen.getByRole("link", { name: /Link to the question: Does it renew/ }));
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("");
    expect(screen.getAllByTestId("faq-question")).toHaveLength(3);
  });
});

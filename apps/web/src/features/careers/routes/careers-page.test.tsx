import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { CareersPage } from "./careers-page";

const item = (
  id: number,
  text: string,
  subtext: string | null = null,
  description: string | null = null,
) => ({
  id,
  image_en: null,
  text_en: text,
  text_fr: text,
  subtext_en: subtext,
  subtext_fr: subtext,
  description_en: description,
  description_fr: description,
});

const carousels: Record<string, unknown> = {
  HERO: [item(1, "Help students save on over 450 deals", "Join the team.")],
  TIMELINE: [item(2, "2009", "SPC launches")],
  TEAM: [
    item(3, "Amélie Tremblay", "Head of Partnerships", "Signs **deals**."),
    item(4, "Jordan Clarke", "Lead Engineer"),
    item(5, "Priya Natarajan", "Product Designer"),
    item(6, "Marc-Antoine Gagnon", "Community"),
  ],
  PERK: [item(7, "Hybrid work", "Two offices.")],
  VALUE: [item(8, "Students first", "Always.")],
  PRINCIPLE: [item(9, "Ship small", "Often.")],
  PARTNER: [item(10, "StreamLoon")],
};

const openings = {
  provider: "local",
  embed: null,
  applications_email: "careers@spc.example",
  categories: [
    {
      slug: "engineering",
      name_en: "Engineering",
      name_fr: "Ingénierie",
      openings: [
        {
          id: "1",
          title_en: "Front-end developer",
          title_fr: "Développeur front-end",
          location_en: "Toronto",
          location_fr: "Toronto",
          employment_type: "full_time",
          summary_en: "Build the website.",
          summary_fr: "Bâtir le site.",
          description_en: null,
          description_fr: null,
          apply_url: "mailto:careers@spc.example",
          updated_at: null,
        },
      ],
    },
  ],
};

const page = {
  id: 1,
  slug: "careers",
  path: "/careers",
  title_en: "Careers at SPC",
  title_fr: "Carrières chez SPC",
  summary_en: "Help a million students save.",
  summary_fr: "Aidez un million d’étudiants.",
  body_en: "## About SPC\n\nWe are a small team.",
  body_fr: "## À propos\n\nUne petite équipe.",
};

/** Answers each API path; `failing` carousels answer a 500 (spec §8). */
function stubApi(failing: string[] = []) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const path = String(input);
      const type = path.match(/getCarousel\/(\w+)/)?.[1];
      if (type && failing.includes(type)) {
        return Response.json({ error: { code: "internal_error", message: "x" } }, { status: 500 });
      }
      if (type) return Response.json(carousels[type]);
      if (path.endsWith("/openings")) return Response.json(openings);
      if (path.endsWith("/holiday/active")) return Response.json([]);
      if (path.endsWith("/pages/careers")) return Response.json(page);
      return Response.json({ error: { code: "not_found", message: "x" } }, { status: 404 });
    }),
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-CA" messages={en}>
        <MemoryRouter initialEntries={["/careers"]}>
          <CareersPage />
        </MemoryRouter>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("CareersPage", () => {
  it("shows the banner, about, at most three team members, perks and the openings", async () => {
    stubApi();
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Careers at SPC" })).toBeTruthy();
    expect(await screen.findByText("Help students save on over 450 deals")).toBeTruthy();
    expect(await screen.findByText("We are a small team.")).toBeTruthy();
    const team = await screen.findByTestId("careers-team");
    expect(within(team).getAllByRole("listitem")).toHaveLength(3);
    expect(await screen.findByText("Hybrid work")).toBeTruthy();
    expect(await screen.findByRole("button", { name: /Engineering/ })).toBeTruthy();
    const other = screen.getByRole("link", { name: "careers@spc.example" });
    expect(other.getAttribute("href")).toBe("mailto:careers@spc.example");
  });

  it("gives each team member one of the overlay colours, never twice in a row", async () => {
    stubApi();
    renderPage();
    const members = within(await screen.findByTestId("careers-team")).getAllByRole("listitem");
    const colours = members.map((member) => member.getAttribute("data-colour"));
    for (let i = 1; i < colours.length; i += 1) expect(colours[i]).not.toBe(colours[i - 1]);
  });

  it("switches between benefits and perks and values and principles", async () => {
    stubApi();
    renderPage();
    const user = userEvent.setup();
    const values = screen.getByRole("tab", { name: "Values and principles" });
    expect(
      screen.getByRole("tab", { name: "Benefits and perks" }).getAttribute("aria-selected"),
    ).toBe("true");
    await user.click(values);
    expect(values.getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByText("Students first")).toBeTruthy();
    expect(screen.getByText("Ship small")).toBeTruthy();
    // Arrow keys move between the two tabs.
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Benefits and perks" })).toBe(document.activeElement);
  });

  it("expands a category of openings on click", async () => {
    stubApi();
    renderPage();
    const user = userEvent.setup();
    const category = await screen.findByRole("button", { name: /Engineering/ });
    expect(category.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("heading", { name: "Front-end developer" })).toBeNull();
    await user.click(category);
    expect(category.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("heading", { name: "Front-end developer" })).toBeTruthy();
  });

  it("leaves a failed carousel's section empty and the rest of the page working (spec §8)", async () => {
    stubApi(["TEAM", "HERO"]);
    renderPage();
    expect(await screen.findByRole("button", { name: /Engineering/ })).toBeTruthy();
    expect(await screen.findByText("Hybrid work")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Meet the team" })).toBeTruthy();
    expect(screen.queryByTestId("careers-team")).toBeNull();
    // No error shown for a decorative section, and its skeleton is gone.
    expect(screen.queryByRole("alert")).toBeNull();
    expect(document.querySelector(".careers-member--skeleton")).toBeNull();
    expect(screen.getByRole("link", { name: "See open positions" })).toBeTruthy();
  });
});

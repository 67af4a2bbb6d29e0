import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { CategoryBar } from "./category-bar";

const categories = {
  data: [
    {
      id: 2,
      name_en: "Food",
      name_fr: "Alimentation",
      url_name: "food",
      colour: "#ffd166",
      sort_order: 2,
      subcategories: [],
    },
    {
      id: 1,
      name_en: "Fashion",
      name_fr: "Mode",
      url_name: "fashion",
      colour: "#7b2cbf",
      sort_order: 1,
      subcategories: [],
    },
  ],
};

function renderAt(path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <CategoryBar />
    </MemoryRouter>,
  );
}

describe("CategoryBar", () => {
  it("puts All and SPC+ before the server's categories, in their sort order", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json(categories));
    renderAt("/deals");
    await screen.findByRole("link", { name: "Food" });
    const names = screen.getAllByRole("link").map((link) => link.textContent);
    expect(names).toEqual(["All", "SPC+", "Fashion", "Food"]);
    expect(screen.getByRole("link", { name: "Food" }).getAttribute("href")).toBe(
      "/deals/category/food",
    );
  });

  it("gives light chips dark text", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json(categories));
    renderAt("/deals/category/food");
    const food = await screen.findByRole("link", { name: "Food" });
    expect(food.style.color).toBe("rgb(0, 0, 0)");
    expect(food.getAttribute("aria-current")).toBe("page");
  });

  it("keeps only the synthetic chips when the categories fail to load", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json({ error: { code: "internal_error", message: "x" } }, { status: 500 }),
    );
    renderAt("/deals");
    expect(screen.getAllByRole("link")).toHaveLength(2);
  });

  it("is absent outside the deals pages", () => {
    renderAt("/about");
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});

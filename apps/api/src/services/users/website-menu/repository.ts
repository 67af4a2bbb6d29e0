import type { MenuLink, WebsiteMenuResponse } from "@spc/shared";
import { asc } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { menuLinks } from "../../../db/schema";

export interface WebsiteMenuRepository {
  /** Header links and the three footer columns, each ordered by sort_order. */
  get(): Promise<WebsiteMenuResponse>;
}

export function createWebsiteMenuRepository(db: Db): WebsiteMenuRepository {
  return {
    async get() {
      const rows = await db
        .select()
        .from(menuLinks)
        .orderBy(asc(menuLinks.sortOrder), asc(menuLinks.id));
      const menu: WebsiteMenuResponse = {
        header: [],
        footer: { first_column: [], second_column: [], third_column: [] },
      };
      for (const row of rows) {
        const link: MenuLink = {
          id: row.id,
          en: row.en,
          fr: row.fr,
          link: row.link,
          route: row.route,
          force_link: row.forceLink,
        };
        if (row.menu === "header") menu.header.push(link);
        // A footer row without a column cannot be placed; the CHECK allows it, so skip it here.
        else if (row.column) menu.footer[row.column].push(link);
      }
      return menu;
    },
  };
}

import type { Brand } from "@spc/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { isListed } from "../catalogue/cards";

type Row = {
  partner_id: number;
  partner_name: string;
  url_name: string;
  logo_url: string | null;
  offer_count: number | string;
};

// Names sort the way a Canadian reader looks them up: accents and case ignored, digits by value.
const collator = new Intl.Collator("en-CA", { sensitivity: "base", numeric: true });

/** The index letter of a name: its first letter without accent, `#` for a digit or a sign. */
export function indexLetter(name: string): string {
  const first = name.trim().normalize("NFD").replace(/\p{M}/gu, "").charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : "#";
}

/** Every active partner with at least one listed offer, A–Z (`#` first, as an index reads). */
export async function listBrands(db: Db, now: Date = new Date()): Promise<Brand[]> {
  const { rows } = await db.execute<Row>(sql`
    SELECT p.id AS partner_id, p.partner_name, p.url_name, p.logo_url, count(*) AS offer_count
    FROM offers o JOIN partners p ON p.id = o.partner_id
    WHERE ${isListed(now)}
    GROUP BY p.id, p.partner_name, p.url_name, p.logo_url`);
  return rows
    .map((row) => ({
      partner_id: row.partner_id,
      partner_name: row.partner_name,
      url_name: row.url_name,
      logo_url: row.logo_url,
      letter: indexLetter(row.partner_name),
      offer_count: Number(row.offer_count),
    }))
    .sort(
      (a, b) =>
        Number(b.letter === "#") - Number(a.letter === "#") ||
        collator.compare(a.partner_name, b.partner_name) ||
        a.partner_id - b.partner_id,
    );
}

import { type Mailer, renderPoolAlertMail } from "../../../adapters/mailer";
import type { Db } from "../../../db/client";
import { catalogueStaff, claimPoolAlert } from "./repository";

export interface PoolAlertContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * After a code left an offer's pool: when the free codes reached the offer's low-stock level,
 * e-mails every admin and editor once (in their language) until the pool is refilled above it.
 * Answers how many e-mails went out.
 */
export async function alertIfPoolLow(context: PoolAlertContext, offerId: number): Promise<number> {
  const alert = await claimPoolAlert(context.db, offerId);
  if (!alert) return 0;
  const staff = await catalogueStaff(context.db);
  for (const person of staff) {
    const language = person.language === "fr" ? "fr" : "en";
    const count = new Intl.NumberFormat(language === "fr" ? "fr-CA" : "en-CA");
    const mail = renderPoolAlertMail(
      {
        offerTitle: language === "fr" ? alert.titleFr : alert.titleEn,
        offerId: alert.offerId,
        free: count.format(alert.free),
        threshold: count.format(alert.threshold),
        adminUrl: `${context.publicUrl}/admin/offers/${alert.offerId}`,
      },
      language,
    );
    await context.mailer.send({ ...mail, to: person.email, kind: "code_pool_low" });
  }
  return staff.length;
}

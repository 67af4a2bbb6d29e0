import { ERROR_CODES, type OfferCard } from "@spc/shared";
import {
  type RewardsPartner,
  RewardsPartnerUnavailableError,
} from "../../../adapters/tims-rewards";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import { savedOffersCatalogue } from "../../offers";
import { createTimsRepository, isUniqueViolation, type TimsLinkRow } from "./repository";

export interface TimsContext {
  db: Db;
  partner: RewardsPartner;
  partnerSlug: string;
  now?: () => Date;
}

const normalise = (email: string) => email.trim().toLowerCase();

function linkingAnswer(row: TimsLinkRow | undefined) {
  return {
    Linked: Boolean(row),
    th_email: row?.rewardsEmail ?? null,
    linked_at: row?.linkedAt.toISOString() ?? null,
  };
}

const linkFailed = () =>
  // Spec §8: the web shows 'Linking process has failed, please retry your Tims reward account
  // email.' for this code.
  new AppError(ERROR_CODES.timsLinkFailed, "No rewards account has this e-mail");
const accountTaken = () =>
  new AppError(
    ERROR_CODES.timsAccountTaken,
    "This rewards account is already linked to another member",
  );

/** The member's link status (spec §3): `Linked`, and the account e-mail when linked. */
export async function linkingStatus(context: TimsContext, userId: string) {
  return linkingAnswer(await createTimsRepository(context.db).linkOf(userId));
}

/**
 * Links the member's rewards account: the partner must know the account and not have it linked to
 * someone else; SPC's unique index settles two members racing for the same account. Linking the
 * same account again answers the link; another account while linked is refused (one link each).
 */
export async function linkRewardsAccount(context: TimsContext, userId: string, email: string) {
  const repository = createTimsRepository(context.db);
  const address = normalise(email);
  const current = await repository.linkOf(userId);
  if (current) {
    if (current.rewardsEmail === address) return linkingAnswer(current);
    throw new AppError(
      ERROR_CODES.timsAlreadyLinked,
      "This member is already linked to another rewards account",
    );
  }
  const holder = await repository.holderOf(address);
  if (holder && holder !== userId) throw accountTaken();
  let outcome: Awaited<ReturnType<RewardsPartner["link"]>>;
  try {
    outcome = await context.partner.link({ email: address, memberId: userId });
  } catch (error) {
    if (error instanceof RewardsPartnerUnavailableError) {
      throw new AppError(ERROR_CODES.timsUnavailable, "The rewards partner is unavailable", {
        cause: error,
      });
    }
    throw error;
  }
  if (!outcome.ok) throw outcome.reason === "unknown_account" ? linkFailed() : accountTaken();
  try {
    const row = await repository.insertLink(userId, address, outcome.accountId);
    await repository.deletePreLink(userId);
    return linkingAnswer(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Raced: the same member twice (answer the link) or another member first (refused).
    const again = await repository.linkOf(userId);
    if (again?.rewardsEmail === address) return linkingAnswer(again);
    throw accountTaken();
  }
}

/** GET th-pre-link: whether the member is linked, and the e-mail they said they would link. */
export async function preLinkStatus(context: TimsContext, userId: string) {
  const repository = createTimsRepository(context.db);
  const link = await repository.linkOf(userId);
  if (link) return { Linked: true, th_email: link.rewardsEmail };
  const pre = await repository.preLinkOf(userId);
  return { Linked: false, th_email: pre?.rewardsEmail ?? null };
}

/** POST th-pre-link: records the intent (no partner call); a linked member's stays the link. */
export async function recordPreLink(context: TimsContext, userId: string, email: string) {
  const repository = createTimsRepository(context.db);
  if (!(await repository.linkOf(userId))) await repository.upsertPreLink(userId, normalise(email));
  return preLinkStatus(context, userId);
}

/** GET th-active-offer: the coffee-chain partner's live offer as a card, or null. */
export async function activeCoffeeOffer(context: TimsContext): Promise<OfferCard | null> {
  const now = context.now?.() ?? new Date();
  const id = await createTimsRepository(context.db).activeOfferIdOf(context.partnerSlug, now);
  if (id === null) return null;
  const found = await savedOffersCatalogue(context.db).offers([id], now);
  return found.get(id)?.card ?? null;
}

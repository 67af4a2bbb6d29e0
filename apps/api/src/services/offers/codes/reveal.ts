import {
  hasValidCard,
  isCardValid,
  isPremium,
  type Language,
  type OfferCodeResponse,
  type OfferUrlResponse,
} from "@spc/shared";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import { CODE_ERRORS } from "./errors";
import { generatedCode } from "./generated";
import {
  assignUniqueCode,
  drawRandomCode,
  findRevealableOffer,
  type MemberCard,
  memberCards,
  profileLanguage,
  type RevealOffer,
  recordReveal,
} from "./repository";
import { codeSourceOf } from "./sources";

export interface RevealContext {
  db: Db;
  /** Key of the generated codes (see generatedCodeKey). */
  generatedKey: Buffer;
  /**
   * Called after a code left a unique pool (the low-stock alert). It must not throw: a failed
   * alert is logged and never fails the member's reveal.
   */
  onPoolCodeTaken?: (offerId: number) => Promise<void>;
}

interface RevealRequest {
  /** Always the session's user id. */
  userId: string;
  offerId: number;
  language?: Language | undefined;
  now: Date;
}

/**
 * The checks every reveal passes, in this order: the offer can be revealed (404/410 like the
 * offer detail), the member has a valid card (403 membership_required), and an SPC+ offer needs a
 * plus member (403 plus_membership_required). Returns the offer and the member's cards.
 */
async function authorize(
  context: RevealContext,
  request: RevealRequest,
): Promise<{ offer: RevealOffer; cards: MemberCard[] }> {
  const [offer, cards] = await Promise.all([
    findRevealableOffer(context.db, request.offerId, request.now),
    memberCards(context.db, request.userId),
  ]);
  if (!hasValidCard(cards, request.now)) {
    const { code, message } = CODE_ERRORS.membershipRequired;
    throw new AppError(code, message);
  }
  if (offer.isSpcPlus && !isPremium(cards, request.now)) {
    const { code, message } = CODE_ERRORS.plusMembershipRequired;
    throw new AppError(code, message);
  }
  return { offer, cards };
}

async function languageOf(context: RevealContext, request: RevealRequest): Promise<Language> {
  return request.language ?? (await profileLanguage(context.db, request.userId)) ?? "en";
}

/** The partner link: offer_url (offer_url_fr in French when set), else the partner website. */
export function offerLink(offer: RevealOffer, language: Language): string | null {
  const localized = language === "fr" ? (offer.offerUrlFr ?? offer.offerUrl) : offer.offerUrl;
  return localized ?? offer.partnerWebsiteUrl;
}

/** The card number shown for code mode card_number: a valid card, the primary one first. */
function cardNumberOf(cards: MemberCard[], now: Date): string {
  const valid = cards.filter((card) => isCardValid(card, now));
  const chosen = valid.find((card) => card.isPrimary) ?? valid[0];
  // authorize() guarantees a valid card.
  return chosen!.cardNumber;
}

function noCodeLeft(): AppError {
  const { code, message } = CODE_ERRORS.noCodeLeft;
  return new AppError(code, message);
}

export async function revealCode(
  context: RevealContext,
  request: RevealRequest & { isOnline?: boolean | undefined; isWebsite?: boolean | undefined },
): Promise<OfferCodeResponse> {
  const { offer, cards } = await authorize(context, request);
  const url = offerLink(offer, await languageOf(context, request));
  const source = codeSourceOf(offer.codeMode, offer.codeType);
  const record = {
    userId: request.userId,
    offerId: offer.id,
    kind: "code" as const,
    url,
    isOnline: request.isOnline,
    isWebsite: request.isWebsite,
  };

  const revealed = await context.db.transaction(async (tx) => {
    let code: string | null;
    switch (source) {
      case "none":
        code = null;
        break;
      case "card_number":
        code = cardNumberOf(cards, request.now);
        break;
      case "static":
        code = offer.staticCode;
        if (!code) throw noCodeLeft();
        break;
      case "generated":
        code = generatedCode(context.generatedKey, offer.id, request.userId);
        break;
      case "unique_pool":
        code = await assignUniqueCode(tx, offer.id, request.userId);
        if (!code) throw noCodeLeft();
        break;
      case "random_pool":
        code = await drawRandomCode(tx, offer.id, request.userId);
        if (!code) throw noCodeLeft();
        break;
    }
    const at = await recordReveal(tx, { ...record, code });
    return { code, at };
  });
  if (source === "unique_pool") await context.onPoolCodeTaken?.(offer.id);

  return {
    offer_id: offer.id,
    code: revealed.code,
    code_mode: offer.codeMode,
    code_type: offer.codeType,
    url,
    revealed_at: revealed.at.toISOString(),
  };
}

export async function revealUrl(
  context: RevealContext,
  request: RevealRequest,
): Promise<OfferUrlResponse> {
  const { offer } = await authorize(context, request);
  const language = await languageOf(context, request);
  const url = offerLink(offer, language);
  if (!url) {
    const { code, message } = CODE_ERRORS.noOfferUrl;
    throw new AppError(code, message);
  }
  await recordReveal(context.db, {
    userId: request.userId,
    offerId: offer.id,
    kind: "url",
    code: null,
    url,
  });
  return { offer_id: offer.id, url, language };
}

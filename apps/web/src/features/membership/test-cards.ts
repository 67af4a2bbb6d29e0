import type { MemberCard } from "@spc/shared";

/** A member's active yearly card, for the membership tests. */
export function memberCard(overrides: Partial<MemberCard> = {}): MemberCard {
  return {
    card_number: "6018123412341234",
    csv: "123",
    cobrand: "spc",
    status: "active",
    is_expired: false,
    expiry_date: "2030-01-31",
    is_primary: true,
    is_g_ticket: false,
    is_online_purchased: true,
    campus: null,
    is_trial: false,
    is_auto_renew: false,
    is_highschool: false,
    is_vip_card: false,
    ...overrides,
  };
}

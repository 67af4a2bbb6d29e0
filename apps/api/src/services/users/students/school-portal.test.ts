import { SCHOOL_PORTAL_MESSAGES } from "@spc/shared";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { DEVELOPMENT_SCHOOL_PORTAL_SECRET } from "../../../config";
import { cards, schools } from "../../../db/schema";
import { createMember, inOneYear, type TestMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";
import { mintSchoolPortalToken, signedTokenPortal } from "./school-portal";

const ctx = useTestApp({ env: { RATE_LIMIT_MAX: "100000" } });
const db = () => ctx.database().db;
const inject = (options: InjectOptions) => ctx.app().inject(options);

let seq = 0;
async function school(codes: number) {
  seq += 1;
  const id = `portal-school-${seq}-${Date.now().toString(36)}`;
  await db()
    .insert(schools)
    .values({
      id,
      nameEn: `Portal U ${seq}`,
      nameFr: `U portail ${seq}`,
      province: "ON",
      kind: "college",
      campusCodesRemaining: codes,
    });
  return id;
}
const token = (schoolId: string, nonce = `n${Date.now().toString(36)}${++seq}xx`) =>
  mintSchoolPortalToken(DEVELOPMENT_SCHOOL_PORTAL_SECRET, schoolId, nonce);
const register = (member: TestMember, unique_token: unknown) =>
  inject({
    method: "POST",
    url: "/api/users/campus/register",
    headers: member.headers,
    payload: { unique_token },
  });

describe("signed school-portal tokens", () => {
  it("trusts only tokens signed with the shared secret, and none without a secret", async () => {
    const portal = signedTokenPortal("secret-a");
    const good = mintSchoolPortalToken("secret-a", "mcgill", "abcdefgh1234");
    expect(await portal.schoolOf(good)).toBe("mcgill");
    expect(await portal.schoolOf(mintSchoolPortalToken("secret-b", "mcgill", "abcdefgh1234"))).toBe(
      null,
    );
    expect(await portal.schoolOf(good.replace("mcgill", "concordia"))).toBe(null);
    expect(await portal.schoolOf("plain-text")).toBe(null);
    expect(await signedTokenPortal(null).schoolOf(good)).toBe(null);
  });
});

describe("POST /api/users/campus/register (spec §4 school-portal registration)", () => {
  it("gives a campus card of the token's school and takes one of its codes", async () => {
    const schoolId = await school(2);
    const member = await createMember(ctx.app());
    const answer = await register(member, token(schoolId));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ campus: schoolId });
    const [card] = await db().select().from(cards).where(eq(cards.userId, member.userId));
    expect(card).toMatchObject({ cobrand: "campus", campus: schoolId });
    const [row] = await db().select().from(schools).where(eq(schools.id, schoolId));
    expect(row?.campusCodesRemaining).toBe(1);
    // Registered now: a second token answers the §8 'user has active card'.
    const again = await register(member, token(schoolId));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(SCHOOL_PORTAL_MESSAGES.userHasActiveCard);
  });

  it("a member who already holds a valid card: 409 'user has active card', no code taken", async () => {
    const schoolId = await school(1);
    const member = await createMember(ctx.app(), {
      cards: [{ cardNumber: `9${Date.now()}`.slice(0, 12), expiryDate: inOneYear() }],
    });
    const answer = await register(member, token(schoolId));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toMatchObject({
      code: "conflict",
      message: "user has active card",
    });
    const [row] = await db().select().from(schools).where(eq(schools.id, schoolId));
    expect(row?.campusCodesRemaining).toBe(1);
  });

  it("refuses a forged token, a token used by another member, an empty stock and a visitor", async () => {
    const schoolId = await school(5);
    const [a, b, c] = [
      await createMember(ctx.app()),
      await createMember(ctx.app()),
      await createMember(ctx.app()),
    ];
    const forged = await register(a, mintSchoolPortalToken("guess", schoolId, "abcdefgh1234"));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe("invalid_token");
    expect((await register(a, "")).json().error.code).toBe("validation_error");

    const shared = token(schoolId);
    expect((await register(a, shared)).statusCode).toBe(200);
    const reused = await register(b, shared);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe("conflict");

    const empty = await school(0);
    const none = await register(c, token(empty));
    expect(none.json().error.code).toBe("no_remaining_campus_code");
    expect((await register(c, token("no-such-school"))).json().error.code).toBe("school_not_found");

    const visitor = await inject({
      method: "POST",
      url: "/api/users/campus/register",
      payload: { unique_token: token(schoolId) },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("a double submit registers once", async () => {
    const schoolId = await school(5);
    const member = await createMember(ctx.app());
    const answers = await Promise.all([
      register(member, token(schoolId)),
      register(member, token(schoolId)),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const held = await db().select().from(cards).where(eq(cards.userId, member.userId));
    expect(held).toHaveLength(1);
  });
});

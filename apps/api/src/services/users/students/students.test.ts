import { desc, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { cards, outbox, schoolDomains, schools, studentVerifications } from "../../../db/schema";
import { createMember, type TestMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";
import { normaliseStudentEmail, studentStatusExpiry } from "./matching";

const ctx = useTestApp({ env: { RATE_LIMIT_MAX: "100000" } });
const db = () => ctx.database().db;
const inject = (options: InjectOptions) => ctx.app().inject(options);

let schoolSeq = 0;
async function school(domains: string[], codes = 0) {
  schoolSeq += 1;
  const id = `test-school-${schoolSeq}-${Date.now().toString(36)}`;
  await db()
    .insert(schools)
    .values({
      id,
      nameEn: `Test U ${schoolSeq}`,
      nameFr: `U test ${schoolSeq}`,
      province: "QC",
      kind: "university",
      campusCodesRemaining: codes,
    });
  await db()
    .insert(schoolDomains)
    .values(domains.map((domain) => ({ domain, schoolId: id })));
  return id;
}

let addrSeq = 0;
const uniq = () => `s${Date.now().toString(36)}${++addrSeq}`;

async function lastMail(to: string) {
  const rows = await db()
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  return rows[0];
}
const codeIn = (text: string) => /(\d{6})/.exec(text)?.[1] ?? "";
const tokenIn = (text: string) => /student\/verify\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";

const request = (member: TestMember, student_email: string, school_id: string) =>
  inject({
    method: "POST",
    url: "/api/users/student/verification",
    headers: member.headers,
    payload: { student_email, school_id },
  });
const confirm = (member: TestMember, payload: object) =>
  inject({
    method: "POST",
    url: "/api/users/student/verification/confirm",
    headers: member.headers,
    payload,
  });

async function verify(member: TestMember, email: string, schoolId: string) {
  const sent = await request(member, email, schoolId);
  expect(sent.statusCode, sent.body).toBe(200);
  const mail = await lastMail(normaliseStudentEmail(email));
  const done = await confirm(member, { code: codeIn(mail!.text) });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().data;
}

describe("matching rules", () => {
  it("normalises case and plus tags, and ends the status on the academic year's August 31", () => {
    expect(normaliseStudentEmail("  Jane.Doe+SPC@Mail.McGill.CA ")).toBe("jane.doe@mail.mcgill.ca");
    expect(studentStatusExpiry(new Date("2026-11-26T12:00:00Z")).toISOString()).toBe(
      "2027-09-01T03:59:59.000Z",
    );
    expect(studentStatusExpiry(new Date("2027-03-01T12:00:00Z")).toISOString()).toBe(
      "2027-09-01T03:59:59.000Z",
    );
    expect(studentStatusExpiry(new Date("2027-07-01T12:00:00Z")).toISOString()).toBe(
      "2028-09-01T03:59:59.000Z",
    );
  });
});

describe("GET /campus/list", () => {
  it("lists the seeded directory with bilingual names and domains, filtered by province", async () => {
    const all = await inject({ url: "/api/users/campus/list" });
    expect(all.statusCode).toBe(200);
    const data = all.json().data as {
      id: string;
      name_fr: string;
      domains: string[];
      province: string;
    }[];
    expect(data.length).toBeGreaterThanOrEqual(100);
    const mcgill = data.find((s) => s.id === "mcgill");
    expect(mcgill).toMatchObject({ name_fr: "Université McGill", province: "QC" });
    expect(mcgill?.domains).toContain("mcgill.ca");
    const bc = (await inject({ url: "/api/users/campus/list?province=bc" })).json().data as {
      province: string;
    }[];
    expect(bc.length).toBeGreaterThan(5);
    expect(bc.every((s) => s.province === "BC")).toBe(true);
    expect((await inject({ url: "/api/users/campus/list?province=Quebec" })).statusCode).toBe(400);
  });
});

describe("GET /student/check-domain", () => {
  const check = (email: string, schoolId?: string) =>
    inject({
      url: `/api/users/student/check-domain?student_email=${encodeURIComponent(email)}${schoolId ? `&school_id=${schoolId}` : ""}`,
    }).then((r) => r.json().data);

  it("matches domains, subdomains and upper case, and refuses look-alikes", async () => {
    expect(await check("a@mcgill.ca", "mcgill")).toMatchObject({
      valid: true,
      school_id: "mcgill",
    });
    expect(await check("A.B@MAIL.MCGILL.CA", "mcgill")).toMatchObject({ valid: true });
    expect(await check("x+tag@cs.mail.mcgill.ca", "mcgill")).toMatchObject({ valid: true });
    expect(await check("a@notmcgill.ca", "mcgill")).toMatchObject({
      valid: false,
      message: "domain validation failed",
    });
    expect(await check("a@mcgill.ca.evil.com", "mcgill")).toMatchObject({ valid: false });
    expect(await check("a@mcgill.ca", "ulaval")).toMatchObject({ valid: false, school_id: null });
    expect(await check("a@mail.utoronto.ca")).toMatchObject({ valid: true, school_id: "utoronto" });
    expect(await check("a@gmail.com")).toMatchObject({ valid: false, school_id: null });
  });
});

describe("verification", () => {
  it("sends a code and a link in the member's language; the code verifies once and shows on the profile", async () => {
    const schoolId = await school([`${uniq()}.ca`]);
    const [domain] = (
      await db().select().from(schoolDomains).where(eq(schoolDomains.schoolId, schoolId))
    ).map((d) => d.domain);
    const member = await createMember(ctx.app(), { language: "fr" });
    const email = `Jane+spc@MAIL.${domain!.toUpperCase()}`;
    const eligible = await inject({
      url: `/api/users/student/check-eligible-email?student_email=${encodeURIComponent(email)}&school_id=${schoolId}`,
      headers: member.headers,
    });
    expect(eligible.json().data).toEqual({ eligible: true, reason: null, message: null });
    expect((await request(member, email, schoolId)).statusCode).toBe(200);
    const stored = `jane@mail.${domain}`;
    const mail = await lastMail(stored);
    expect(mail?.subject).toBe("Votre code de vérification étudiante SPC");
    const code = codeIn(mail!.text);
    const [row] = await db()
      .select()
      .from(studentVerifications)
      .where(eq(studentVerifications.userId, member.userId));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.tokenHash).not.toBe(tokenIn(mail!.text));

    const ok = await confirm(member, { code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ school_id: schoolId, email: stored, active: true });
    expect((await confirm(member, { code })).json().error.code).toBe("invalid_token");
    expect((await confirm(member, { token: tokenIn(mail!.text) })).statusCode).toBe(400);

    const profile = await inject({ url: "/api/users/v2/user/register", headers: member.headers });
    expect(profile.json().student).toMatchObject({ school_id: schoolId, active: true });
  });

  it("confirms with the link token, but only for the member who asked", async () => {
    const domain = `${uniq()}.ca`;
    const schoolId = await school([domain]);
    const [owner, other] = [await createMember(ctx.app()), await createMember(ctx.app())];
    await request(owner, `me@${domain}`, schoolId);
    const token = tokenIn((await lastMail(`me@${domain}`))!.text);
    const stolen = await confirm(other, { token });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.code).toBe("invalid_token");
    expect((await confirm(owner, { token })).statusCode).toBe(200);
  });

  it("refuses a wrong code, spends the request after five, and refuses an expired code", async () => {
    const domain = `${uniq()}.ca`;
    const schoolId = await school([domain]);
    const member = await createMember(ctx.app());
    await request(member, `w@${domain}`, schoolId);
    const code = codeIn((await lastMail(`w@${domain}`))!.text);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      expect((await confirm(member, { code: wrong })).json().error.code).toBe("invalid_token");
    }
    expect((await confirm(member, { code })).json().error.code).toBe("invalid_token");

    await request(member, `w2@${domain}`, schoolId);
    const fresh = codeIn((await lastMail(`w2@${domain}`))!.text);
    await db()
      .update(studentVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(studentVerifications.email, `w2@${domain}`));
    expect((await confirm(member, { code: fresh })).json().error.code).toBe("token_expired");
  });

  it("refuses another school's domain and an address verified by another member", async () => {
    const domain = `${uniq()}.ca`;
    const schoolId = await school([domain]);
    const [first, second] = [await createMember(ctx.app()), await createMember(ctx.app())];
    const wrong = await request(first, "a@gmail.com", schoolId);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: "domain_validation_failed",
      message: "domain validation failed",
    });
    await verify(first, `taken@${domain}`, schoolId);
    const again = await request(second, `Taken+x@${domain.toUpperCase()}`, schoolId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("not_eligible");
    const eligible = await inject({
      url: `/api/users/student/check-eligible-email?student_email=taken%40${domain}&school_id=${schoolId}`,
      headers: second.headers,
    });
    expect(eligible.json().data).toMatchObject({ eligible: false, reason: "not_eligible" });
    expect(
      (
        await inject({
          url: `/api/users/student/check-eligible-email?student_email=a%40b.ca&school_id=${schoolId}`,
        })
      ).statusCode,
    ).toBe(401);
  });

  it("limits requests per member and per address", async () => {
    const domain = `${uniq()}.ca`;
    const schoolId = await school([domain]);
    const member = await createMember(ctx.app());
    for (let i = 0; i < 3; i++)
      expect((await request(member, `r@${domain}`, schoolId)).statusCode).toBe(200);
    expect((await request(member, `r+again@${domain}`, schoolId)).json().error.code).toBe(
      "rate_limited",
    );
    expect((await request(member, `r2@${domain}`, schoolId)).statusCode).toBe(200);
    expect((await request(member, `r3@${domain}`, schoolId)).statusCode).toBe(200);
    expect((await request(member, `r4@${domain}`, schoolId)).json().error.code).toBe(
      "rate_limited",
    );
    const visitor = await inject({
      method: "POST",
      url: "/api/users/student/verification",
      payload: { student_email: `v@${domain}`, school_id: schoolId },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("campus codes", () => {
  it("gives exactly the remaining codes to 20 parallel claims, then 'no remaining campus code'", async () => {
    const domain = `${uniq()}.ca`;
    const schoolId = await school([domain], 5);
    const members = await Promise.all(Array.from({ length: 20 }, () => createMember(ctx.app())));
    for (const [i, m] of members.entries()) await verify(m, `c${i}@${domain}`, schoolId);
    const answers = await Promise.all(
      members.map((m) =>
        inject({ method: "POST", url: "/api/users/campus/claim", headers: m.headers }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode === 409).map((a) => a.json().error);
    expect(refused).toHaveLength(15);
    expect(
      refused.every(
        (e) => e.code === "no_remaining_campus_code" && e.message === "no remaining campus code",
      ),
    ).toBe(true);
    const [row] = await db().select().from(schools).where(eq(schools.id, schoolId));
    expect(row?.campusCodesRemaining).toBe(0);
    const issued = await db().select().from(cards).where(eq(cards.campus, schoolId));
    expect(issued).toHaveLength(5);
    expect(issued.every((c) => c.cobrand === "campus")).toBe(true);
  }, 60_000);

  it("refuses members without a verified status and a second claim", async () => {
    const domain = `${uniq()}.ca`;
    const schoolId = await school([domain], 3);
    const member = await createMember(ctx.app());
    const claim = () =>
      inject({ method: "POST", url: "/api/users/campus/claim", headers: member.headers });
    expect((await claim()).json().error.code).toBe("not_eligible");
    await verify(member, `one@${domain}`, schoolId);
    expect((await claim()).statusCode).toBe(200);
    expect((await claim()).json().error.code).toBe("conflict");
  });
});

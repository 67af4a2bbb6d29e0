import { contactResponseSchema, errorEnvelopeSchema } from "@spc/shared";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { listOutbox } from "../../../adapters/mailer";
import { buildTestApp } from "../../../testing/app";
import { useTestApp } from "../../../testing/use-test-app";

const SUPPORT = "help-desk@example.ca";
const env = { SUPPORT_EMAIL: SUPPORT };

function send(app: FastifyInstance, body: Record<string, unknown>, remoteAddress?: string) {
  return app.inject({
    method: "POST",
    url: "/api/content/contact",
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const message = {
  name: "Léa Roy",
  email: "lea.roy@example.ca",
  topic: "billing",
  message: "My renewal was charged twice on March 3. Could you check?",
  language: "fr",
};

describe("POST /api/content/contact", () => {
  const ctx = useTestApp({ env });
  const mails = () => listOutbox(ctx.database().db);

  it("sends the message to the support address and an acknowledgement in the sender's language", async () => {
    const response = await send(ctx.app(), message);
    expect(response.statusCode).toBe(200);
    const { reference } = contactResponseSchema.parse(response.json());
    expect(reference).toMatch(/^SPC-[A-Z2-9]{6}$/);

    const [ack, support] = await mails();
    expect(support).toMatchObject({ toAddress: SUPPORT, kind: "contact_message" });
    expect(support?.subject).toContain(reference);
    expect(support?.text).toContain(message.message);
    expect(support?.text).toContain("lea.roy@example.ca");

    expect(ack).toMatchObject({ toAddress: "lea.roy@example.ca", kind: "contact_acknowledgement" });
    expect(ack?.subject).toBe(`Nous avons bien reçu votre message (${reference})`);
    expect(ack?.text).toContain("Bonjour Léa Roy,");
    expect(ack?.text).toContain("la facturation et les paiements");
    // The acknowledgement repeats nothing the sender wrote but their plain name.
    expect(ack?.text).not.toContain("charged twice");
  });

  it("writes in English by default", async () => {
    const { language: _french, ...english } = message;
    await send(ctx.app(), { ...english, email: "sam@example.ca", topic: "deals" });
    const [ack] = await mails();
    expect(ack?.toAddress).toBe("sam@example.ca");
    expect(ack?.subject).toMatch(/^We received your message \(SPC-/);
    expect(ack?.text).toContain("a deal or a partner");
  });

  it("escapes what the sender typed, and keeps only a plain name in the acknowledgement", async () => {
    await send(ctx.app(), {
      ...message,
      email: "mallory@example.ca",
      name: "<b>Mallory</b> visit https://evil.example",
      message: "<script>alert(1)</script>",
    });
    const [ack, support] = await mails();
    expect(support?.html).not.toContain("<script>");
    expect(support?.html).toContain("&lt;script&gt;");
    expect(ack?.text).toContain("Bonjour Mallory visit,");
    expect(ack?.text).not.toContain("evil");
    expect(ack?.html).not.toContain("<b>");
  });

  it("names the fields that are missing or wrong, and sends nothing", async () => {
    const app = await buildTestApp({ database: ctx.database(), env });
    const before = (await mails()).length;
    const response = await send(app, { ...message, email: "lea@", message: "  ", topic: "jobs" });
    await app.close();
    expect(response.statusCode).toBe(400);
    const { error } = errorEnvelopeSchema.parse(response.json());
    expect(error.code).toBe("validation_error");
    expect(error.message).toMatch(/email/);
    expect((await mails()).length).toBe(before);
  });

  it("takes at most five messages an hour from one client address", async () => {
    const app = await buildTestApp({ database: ctx.database(), env });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await send(app, { ...message, email: `ip-${i}@example.ca` }, "203.0.113.7");
      statuses.push(response.statusCode);
    }
    const other = await send(app, { ...message, email: "other@example.ca" }, "203.0.113.8");
    await app.close();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(other.statusCode).toBe(200);
  });

  it("acknowledges at most three messages an hour to one e-mail address, whoever sends them", async () => {
    const app = await buildTestApp({ database: ctx.database(), env });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await send(
        app,
        { ...message, email: "Victim@Example.ca" },
        `198.51.100.${i + 1}`,
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.headers["retry-after"]).toBeDefined();
        expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe("rate_limited");
      }
    }
    await app.close();
    expect(statuses).toEqual([200, 200, 200, 429]);
    const acks = (await mails()).filter((mail) => mail.toAddress === "victim@example.ca");
    expect(acks).toHaveLength(3);
  });
});

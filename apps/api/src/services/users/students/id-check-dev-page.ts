import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { escapeHtml } from "../../../adapters/mailer/templates";
import { isFromThisMachine } from "../../../lib/loopback";
import { decideIdCheck } from "./id-check";

// Development only (app.ts never registers it in production): the local adapter's stand-in for
// the hosted identity-document page. A tester on this machine approves or rejects the session;
// the member is then sent back to their profile. Plain HTML, no script (the CSP allows none).

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:40rem}button{font-size:1rem;padding:.5rem 1rem;margin-right:.5rem}</style>
</head><body><main>${body}</main></body></html>`;
}

const referenceSchema = z.string().regex(/^local_[0-9a-f]{24}$/);
const decisionSchema = z.object({ decision: z.enum(["verified", "rejected"]) });

export const idVerificationDevRoutes: FastifyPluginAsync = async (fastify) => {
  const db = fastify.database.db;
  fastify.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  fastify.addHook("onRequest", async (request, reply) => {
    if (isFromThisMachine(request)) return;
    return reply
      .code(403)
      .type("text/html; charset=utf-8")
      .send(page("Not available", "<p>This page only opens on the computer running SPC.</p>"));
  });

  fastify.get("/:reference", { schema: { hide: true } }, async (request, reply) => {
    const reference = referenceSchema.safeParse(
      (request.params as { reference: string }).reference,
    );
    if (!reference.success)
      return reply
        .code(404)
        .type("text/html; charset=utf-8")
        .send(page("Not found", "<p>No such session.</p>"));
    const ref = escapeHtml(reference.data);
    const body = `<h1>Simulated ID verification</h1>
<p>This page stands in for the identity-document service (local adapter, decision 0047). Session <code>${ref}</code>.</p>
<form method="post" action="/dev/id-verification/${ref}">
<button type="submit" name="decision" value="verified">Approve the ID</button>
<button type="submit" name="decision" value="rejected">Reject the ID</button>
</form>`;
    return reply.type("text/html; charset=utf-8").send(page("Simulated ID verification", body));
  });

  fastify.post("/:reference", { schema: { hide: true } }, async (request, reply) => {
    const reference = referenceSchema.safeParse(
      (request.params as { reference: string }).reference,
    );
    const form = decisionSchema.safeParse(request.body);
    if (!reference.success || !form.success) {
      return reply
        .code(400)
        .type("text/html; charset=utf-8")
        .send(page("Bad request", "<p>Choose approve or reject.</p>"));
    }
    const outcome = await decideIdCheck(db, reference.data, form.data.decision);
    if (!outcome)
      return reply
        .code(404)
        .type("text/html; charset=utf-8")
        .send(page("Not found", "<p>No such session.</p>"));
    return reply.redirect("/profile", 303);
  });
};

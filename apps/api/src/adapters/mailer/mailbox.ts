import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { isFromThisMachine } from "../../lib/loopback";
import { findOutboxMail, listOutbox } from "./outbox";
import { escapeHtml } from "./templates";

// Development only: app.ts never registers these routes when NODE_ENV=production. The pages are
// plain server-rendered HTML (no script: the CSP allows none inline) with every value escaped.
// Only a request made on this machine may read it (lib/loopback: the socket's peer, never
// X-Forwarded-For, and no proxy in between); mail caused by other computers' requests is kept
// without its content (outbox.ts), so a stranger's reset link never shows here.

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}pre{white-space:pre-wrap}
.mail{border:1px solid #ccc;padding:1rem;margin-top:1rem}</style></head><body>${body}</body></html>`;
}

/** Links found in a mail's plain text, for a clickable list above the rendered mail. */
function links(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}

export const mailboxRoutes: FastifyPluginAsync = async (fastify) => {
  const db = fastify.database.db;

  fastify.addHook("onRequest", async (request, reply) => {
    if (isFromThisMachine(request)) return;
    return reply
      .code(403)
      .type("text/html; charset=utf-8")
      .send(
        page(
          "Not available",
          "<p>The development mailbox can only be opened on the computer running SPC.</p>",
        ),
      );
  });

  fastify.get("/", { schema: { hide: true } }, async (_request, reply) => {
    const mails = await listOutbox(db);
    const rows = mails
      .map(
        (mail) => `<tr><td>${escapeHtml(mail.createdAt.toISOString())}</td>
<td>${escapeHtml(mail.toAddress)}</td><td>${escapeHtml(mail.kind)}</td>
<td><a href="/dev/mailbox/${mail.id}">${escapeHtml(mail.subject)}</a></td>
<td>${links(mail.text)
          .map((url) => `<a href="${escapeHtml(url)}">open link</a>`)
          .join(" ")}</td></tr>`,
      )
      .join("\n");
    const body = `<h1>Development mailbox</h1>
<p>E-mails the app would have sent (newest first). Set SMTP_URL to send real mail instead.</p>
<table><thead><tr><th>Sent</th><th>To</th><th>Kind</th><th>Subject</th><th>Links</th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">No e-mail yet.</td></tr>'}</tbody></table>`;
    return reply.type("text/html; charset=utf-8").send(page("Development mailbox", body));
  });

  fastify.get("/:id", { schema: { hide: true } }, async (request, reply) => {
    const id = z.coerce
      .number()
      .int()
      .positive()
      .safeParse((request.params as { id: string }).id);
    const mail = id.success ? await findOutboxMail(db, id.data) : undefined;
    if (!mail) {
      return reply
        .code(404)
        .type("text/html; charset=utf-8")
        .send(page("Not found", '<p>No such e-mail. <a href="/dev/mailbox">Back</a></p>'));
    }
    // The stored HTML comes from our own templates, which escape every value they interpolate.
    const body = `<p><a href="/dev/mailbox">← Mailbox</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<p>To: ${escapeHtml(mail.toAddress)} · ${escapeHtml(mail.kind)} · ${escapeHtml(mail.createdAt.toISOString())}</p>
<p>${links(mail.text)
      .map((url) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`)
      .join("<br>")}</p>
<div class="mail">${mail.html.replace(/^[\s\S]*<body[^>]*>|<\/body>[\s\S]*$/g, "")}</div>
<h2>Plain text</h2><pre>${escapeHtml(mail.text)}</pre>`;
    return reply.type("text/html; charset=utf-8").send(page(mail.subject, body));
  });
};

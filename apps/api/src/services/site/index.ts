import { gzipSync } from "node:zlib";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { sendNotFound } from "../../plugins/errors";
import { contentContextOf, contentSitemapEntries } from "../content";
import { catalogueSitemapEntries } from "../offers";
import { mediaRoutes } from "./media";
import { buildSitemaps, robotsTxt, type SitemapEntry } from "./sitemap";

interface Encoded {
  identity: Buffer;
  gzip: Buffer;
}

const encode = (text: string): Encoded => {
  const identity = Buffer.from(text);
  return { identity, gzip: gzipSync(identity) };
};

function sendXml(request: FastifyRequest, reply: FastifyReply, body: Encoded) {
  reply
    .type("application/xml; charset=utf-8")
    .header("cache-control", "public, max-age=600")
    .header("vary", "accept-encoding");
  if (/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
    return reply.header("content-encoding", "gzip").send(body.gzip);
  }
  return reply.send(body.identity);
}

/**
 * /sitemap.xml and /robots.txt, at the site's root (registered before the SPA, whose static
 * files and fallback would answer them otherwise). The sitemap lists every published content
 * page and blog post and the catalogue's pages, categories, brands and offers, in each language
 * of the build with hreflang alternates and lastmod (decision 0034). It is rebuilt only when the
 * content or the catalogue cache has a new answer.
 */
export const siteService: FastifyPluginAsync = async (fastify) => {
  const db = fastify.database.db;
  const content = contentContextOf(db);
  const { publicUrl, languages } = fastify.config;
  interface Built {
    pages: readonly SitemapEntry[];
    catalogue: readonly SitemapEntry[];
    index: Encoded | null;
    files: Encoded[];
  }
  let memo: Built | null = null;

  async function sitemaps(): Promise<Built> {
    const [pages, catalogue] = await Promise.all([
      contentSitemapEntries(content),
      catalogueSitemapEntries(db),
    ]);
    if (memo && memo.pages === pages && memo.catalogue === catalogue) return memo;
    const built = buildSitemaps(publicUrl, [...pages, ...catalogue], languages);
    const encoded: Built = {
      pages,
      catalogue,
      index: built.index === null ? null : encode(built.index),
      files: built.files.map(encode),
    };
    memo = encoded;
    return encoded;
  }

  fastify.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
    const { index, files } = await sitemaps();
    return sendXml(request, reply, index ?? (files[0] as Encoded));
  });

  fastify.get<{ Params: { file: string } }>(
    "/sitemap/:file",
    { schema: { hide: true } },
    async (request, reply) => {
      const { index, files } = await sitemaps();
      const part = /^([1-9]\d{0,4})\.xml$/.exec(request.params.file);
      const file = index && part ? files[Number(part[1]) - 1] : undefined;
      if (!file) return sendNotFound(request, reply);
      return sendXml(request, reply, file);
    },
  );

  await fastify.register(mediaRoutes);

  const robots = robotsTxt(publicUrl, languages);
  fastify.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(robots),
  );
};

export { createPageHeads } from "./page-heads";

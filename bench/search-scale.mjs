// Search latency at scale: POST /api/offers/v2/search against 100,000 offers on the local
// PostgreSQL (database spc_bench_search, recreated each run). Migrates through the API's CLI,
// bulk-inserts categories, tags, 3,000 partners and realistic bilingual offers with generate_series
// (the search-document triggers fill search_text / search_tsv as in production), starts the
// production server on that database and times N sequential searches of varied terms — plain
// words, typos, missing accents, French, partner names, tags, filters and later pages
// (~160 distinct terms × 5 variants; 600 timed searches after 50 warm-up ones by default).
// Visitors' searches are cached by the API (the catalogue cache), so the figures are reported
// twice: the first time each distinct search is sent (uncached: the database path) and its
// repeats (served from memory unless the 60 s maximum age has passed). The warm-up sends
// searches the timed run never repeats (page 3), so it warms the server, not the cache.
//
//   node search-scale.mjs            (BENCH_PG_URL, BENCH_OFFERS, BENCH_SEARCHES to override)
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { startProductServer, stopProductServer, waitForHealth } from "./product-server.mjs";

const here = import.meta.dirname;
const root = join(here, "..");
const ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DB_NAME = "spc_bench_search";
const OFFERS = Number(process.env.BENCH_OFFERS ?? 100_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 600);
// Its own port: the Lighthouse bench (4181) may be running at the same time on this shared box.
const PORT = Number(process.env.BENCH_PORT ?? 4281);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 50);
const dbUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
})();

const PRODUCTS = [
  ["pizzas", "pizzas"],
  ["burgers", "burgers"],
  ["sushi", "sushis"],
  ["coffee", "café"],
  ["bagels", "bagels"],
  ["poutine", "poutine"],
  ["groceries", "épicerie"],
  ["shoes", "chaussures"],
  ["running shoes", "chaussures de course"],
  ["jeans", "jeans"],
  ["winter jackets", "manteaux d'hiver"],
  ["jewellery", "bijoux"],
  ["vintage clothing", "vêtements de friperie"],
  ["laptops", "ordinateurs portables"],
  ["phones", "téléphones"],
  ["headphones", "écouteurs"],
  ["software", "logiciels"],
  ["phone repairs", "réparations de téléphone"],
  ["flights", "vols"],
  ["hotel stays", "séjours à l'hôtel"],
  ["train tickets", "billets de train"],
  ["car rentals", "locations de voiture"],
  ["skincare", "soins de la peau"],
  ["makeup", "maquillage"],
  ["haircuts", "coupes de cheveux"],
  ["gym memberships", "abonnements au gym"],
  ["yoga classes", "cours de yoga"],
  ["textbooks", "manuels scolaires"],
  ["movie tickets", "billets de cinéma"],
  ["concert tickets", "billets de concert"],
  ["streaming", "diffusion en continu"],
  ["meal kits", "boîtes-repas"],
  ["bubble tea", "thé aux perles"],
  ["ice cream", "crème glacée"],
  ["pastries", "viennoiseries"],
  ["bicycles", "vélos"],
  ["glasses", "lunettes"],
  ["backpacks", "sacs à dos"],
  ["furniture", "meubles"],
  ["plants", "plantes"],
];
const PARTNER_A = [
  "Maple",
  "Boréal",
  "Northern",
  "Prairie",
  "Harbour",
  "Laurentian",
  "Cedar",
  "Aurora",
  "Granite",
  "Loon",
  "Caribou",
  "Tundra",
  "Rideau",
  "Pacific",
  "Atlantic",
  "Québécois",
  "Moose",
  "Summit",
];
const PARTNER_B = [
  "Pizza",
  "Café",
  "Outfitters",
  "Market",
  "Shoe Co.",
  "Studio",
  "Electronics",
  "Travel",
  "Fitness",
  "Books",
  "Kitchen",
  "Boutique",
  "Cycles",
  "Optique",
  "Épicerie",
  "Lounge",
];

const TERMS = [
  "pizza",
  "pizzza",
  "piza",
  "etudiant",
  "étudiant",
  "cafe",
  "café latte",
  "chaussures",
  "chausures",
  "running shoes",
  "runing shoes",
  "jeans",
  "manteaux",
  "jackets",
  "écouteurs",
  "ecouteurs",
  "headphones",
  "laptop",
  "ordinateur portable",
  "ordinateur",
  "sushi",
  "suhsi",
  "poutine",
  "bagel",
  "groceries",
  "epicerie",
  "flights",
  "vols",
  "hotel",
  "hôtel",
  "train",
  "car rental",
  "skincare",
  "maquillage",
  "makeup",
  "haircut",
  "gym",
  "yoga",
  "textbooks",
  "manuels",
  "movie",
  "cinema",
  "concert",
  "streaming",
  "boréal",
  "boreal",
  "maple",
  "mapel",
  "prairie",
  "laurentian",
  "caribou",
  "harbour outfitters",
  "moose cycles",
  "bubble tea",
  "crème glacée",
  "creme glacee",
  "viennoiseries",
  "velo",
  "vélos",
  "lunettes",
  "backpack",
  "sac a dos",
  "furniture",
  "meubles",
  "plants",
  "free",
  "20% off",
  "rabais",
  "student discount",
  "students",
  "xyzzy",
  // More typos (doubled / dropped / swapped letters), accents typed or not, and very common words.
  "burgr",
  "burgers",
  "hamburger",
  "sushis",
  "cofee",
  "coffe",
  "bagles",
  "poutine frites",
  "epicerie fine",
  "chaussure",
  "chaussures de course",
  "runnning",
  "jeens",
  "manteau d'hiver",
  "manteaux d hiver",
  "winter jacket",
  "bijoux",
  "bijou",
  "jewelery",
  "friperie",
  "vetements",
  "vêtements de friperie",
  "ordinateurs",
  "laptopp",
  "telephone",
  "téléphones",
  "phone repair",
  "reparation",
  "réparations",
  "logiciel",
  "sofware",
  "billets de train",
  "billet",
  "sejour hotel",
  "locations de voiture",
  "soins de la peau",
  "makup",
  "coupe de cheveux",
  "abonnement gym",
  "cours de yoga",
  "manuels scolaires",
  "cinéma",
  "cinema billets",
  "diffusion en continu",
  "boites repas",
  "meal kit",
  "the aux perles",
  "thé aux perles",
  "ice cream",
  "creme",
  "pastry",
  "viennoiserie",
  "bicycle",
  "bicyles",
  "lunette",
  "sacs a dos",
  "meuble",
  "plantes",
  "plante verte",
  "northern market",
  "nothern",
  "aurora studio",
  "auroura",
  "granite fitness",
  "quebecois",
  "québécois épicerie",
  "tundra travel",
  "rideau books",
  "pacific optique",
  "atlantic lounge",
  "cedar kitchen",
  "summit boutique",
  "loon electronics",
  "off",
  "discount",
  "etudiants",
  "économisent",
  "economisent",
  "card",
  "carte spc",
  "online",
  "en ligne",
  "magasin",
  "code",
  "save",
  "50% off",
  "10 %",
  "pizza -maple",
  '"running shoes"',
  "shoes or jeans",
  "qwertyuiop",
];

function psql(client, text) {
  return client.query(text);
}

async function existingBench() {
  if (process.env.BENCH_REUSE !== "1") return null;
  const client = new pg.Client({ connectionString: dbUrl });
  try {
    await client.connect();
    const { rows } = await client.query(
      "SELECT count(*)::int AS n FROM offers WHERE status = 'active'",
    );
    return rows[0].n >= OFFERS ? rows[0].n : null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

async function prepareDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await psql(admin, `DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await psql(admin, `CREATE DATABASE ${DB_NAME}`);
  await admin.end();

  // Migrations only: the bench brings its own catalogue (categories, tags, partners, offers).
  const migrated = spawnSync("npm", ["run", "db:migrate", "--workspace", "@spc/api"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: dbUrl },
    stdio: "inherit",
  });
  if (migrated.status !== 0) throw new Error("migrations failed");

  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const started = performance.now();
  const sqlArray = (values) =>
    `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]`;
  await psql(client, "SELECT setseed(0.42)");
  await psql(
    client,
    `INSERT INTO categories (name_en, name_fr, url_name, colour, sort_order)
     SELECT 'Category ' || g, 'Catégorie ' || g, 'bench-category-' || g, '#336699', g
     FROM generate_series(1, 12) g`,
  );
  const tagValues = PRODUCTS.map(
    ([e, f], i) => `('${e.replaceAll("'", "''")}', '${f.replaceAll("'", "''")}', 'bench-tag-${i}')`,
  );
  await psql(client, `INSERT INTO tags (name_en, name_fr, slug) VALUES ${tagValues.join(", ")}`);
  await psql(
    client,
    `INSERT INTO partners (partner_name, url_name)
     SELECT (${sqlArray(PARTNER_A)})[1 + g % ${PARTNER_A.length}] || ' '
         || (${sqlArray(PARTNER_B)})[1 + (g / ${PARTNER_A.length}) % ${PARTNER_B.length}]
         || CASE WHEN g >= ${PARTNER_A.length * PARTNER_B.length} THEN ' ' || g ELSE '' END,
       'bench-partner-' || g
     FROM generate_series(0, 2999) g`,
  );
  const en = sqlArray(PRODUCTS.map(([e]) => e));
  const fr = sqlArray(PRODUCTS.map(([, f]) => f));
  await psql(
    client,
    `INSERT INTO offers (partner_id, category_id, title_en, title_fr, description_en, description_fr,
        online, in_store, is_spc_plus, views, discount_rank, discount_value)
     SELECT p.id, c.id,
       x.pct || '% off ' || x.en,
       x.pct || ' % de rabais sur ' || x.fr,
       'Students save ' || x.pct || '% on ' || x.en || ' at ' || p.partner_name
         || '. Show your SPC card in store or use the code online. Valid on regular-priced items.',
       'Les étudiants économisent ' || x.pct || ' % sur ' || x.fr || ' chez ' || p.partner_name
         || '. Présentez votre carte SPC en magasin ou utilisez le code en ligne.',
       random() < 0.7, random() < 0.5, random() < 0.1,
       (random() * 20000)::int, x.pct, x.pct
     FROM generate_series(1, ${OFFERS}) g
     CROSS JOIN LATERAL (SELECT 5 * (1 + (random() * 9)::int) AS pct,
       1 + (random() * ${PRODUCTS.length - 1})::int AS k) r
     CROSS JOIN LATERAL (SELECT r.pct, (${en})[r.k] AS en, (${fr})[r.k] AS fr) x
     JOIN partners p ON p.url_name = 'bench-partner-' || (g % 3000)
     JOIN categories c ON c.id = 1 + (g % (SELECT count(*) FROM categories))::int`,
  );
  await psql(
    client,
    `INSERT INTO offer_tags (offer_id, tag_id)
     SELECT o.id, t.id FROM offers o
     JOIN tags t ON t.id = 1 + (o.id % (SELECT count(*) FROM tags))::int
     WHERE o.title_en LIKE '%off%' AND NOT EXISTS (SELECT 1 FROM offer_tags x WHERE x.offer_id = o.id)`,
  );
  await psql(client, "VACUUM ANALYZE");
  const { rows } = await psql(
    client,
    "SELECT count(*)::int AS n FROM offers WHERE status = 'active'",
  );
  await client.end();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`bulk insert + search documents: ${rows[0].n} active offers in ${seconds} s`);
  return rows[0].n;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function requestFor(i) {
  const q = TERMS[i % TERMS.length];
  // Every variant from the first round of terms on (600 searches see each term ~4 times).
  const variant = (i + Math.floor(i / TERMS.length)) % 5;
  if (variant === 1) return { query: "current_page=2", body: { q } };
  if (variant === 2) return { query: "offer_filters=instore", body: { q } };
  if (variant === 3) return { query: "sort_by=highest_discount", body: { q } };
  if (variant === 4 && i % 2 === 0) return { query: "", body: { tags: ["pizzas", "chaussures"] } };
  return { query: "", body: { q } };
}

/** Warm-up searches: the same terms on page 3, a page the timed run never asks for. */
function warmupFor(i) {
  return { query: "current_page=3", body: { q: TERMS[i % TERMS.length] } };
}

/** Which searches the API's cache treats as one (it lower-cases and collapses spaces). */
function cacheKey({ query, body }) {
  const q = body.q?.trim().replace(/\s+/g, " ").toLowerCase();
  return JSON.stringify([query, q, body.tags]);
}

const round = (ms) => Math.round(ms * 100) / 100;

function summarize(timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return {
    searches: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1)),
    meanMs: round(sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length),
  };
}

async function timedSearch({ query, body }) {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${PORT}/api/offers/v2/search?${query}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`search failed: ${response.status} ${JSON.stringify(json)}`);
  return { elapsed, json };
}

async function runSearches() {
  for (let i = 0; i < WARMUP; i += 1) await timedSearch(warmupFor(i));
  const all = [];
  const uncached = [];
  const repeated = [];
  const slowest = [];
  const seen = new Set();
  let results = 0;
  for (let i = 0; i < SEARCHES; i += 1) {
    const request = requestFor(i);
    const { elapsed, json } = await timedSearch(request);
    const key = cacheKey(request);
    const first = !seen.has(key);
    seen.add(key);
    all.push(elapsed);
    (first ? uncached : repeated).push(elapsed);
    results += json.pagination.total > 0 ? 1 : 0;
    if (first) slowest.push({ ms: round(elapsed), ...request });
  }
  // Noise floor on this machine right now: the same HTTP round trip to an endpoint that does
  // almost nothing (health pings the database), interleaved count as many as the searches / 3.
  const floor = [];
  for (let i = 0; i < Math.ceil(SEARCHES / 3); i += 1) {
    const started = performance.now();
    await (await fetch(`http://127.0.0.1:${PORT}/api/health`)).text();
    floor.push(performance.now() - started);
  }
  floor.sort((a, b) => a - b);
  return {
    ...summarize(all),
    withResults: results,
    uncached: summarize(uncached),
    repeated: summarize(repeated),
    healthFloor: { p50Ms: round(percentile(floor, 50)), p95Ms: round(percentile(floor, 95)) },
    slowestUncached: slowest.sort((a, b) => b.ms - a.ms).slice(0, 10),
  };
}

// BENCH_REUSE=1 keeps an already filled spc_bench_search (the bulk insert takes minutes).
const activeOffers = (await existingBench()) ?? (await prepareDatabase());
const server = startProductServer({
  port: PORT,
  stdio: "inherit",
  env: {
    DATABASE_URL: dbUrl,
    BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0001",
    PAYMENT_GATEWAY: "local",
    RATE_LIMIT_MAX: "1000000",
  },
});
try {
  await waitForHealth(PORT, 120_000);
  const loadBefore = loadavg().map((n) => Math.round(n * 100) / 100);
  const figures = await runSearches();
  const report = {
    date: new Date().toISOString(),
    activeOffers,
    distinctTerms: TERMS.length,
    loadAverage: { before: loadBefore, after: loadavg().map((n) => Math.round(n * 100) / 100) },
    ...figures,
  };
  const line = (name, f) =>
    f
      ? `${name}: ${f.searches} searches, p50 ${f.p50Ms} ms, p95 ${f.p95Ms} ms, p99 ${f.p99Ms} ms, max ${f.maxMs} ms`
      : `${name}: none`;
  console.info(
    `POST /v2/search over ${activeOffers} active offers (goal p95 ≤ 30 ms), load average ` +
      `${loadBefore.join(" / ")}\n  ${line("uncached (first time each search is sent)", figures.uncached)}` +
      `\n  ${line("repeated (catalogue cache)", figures.repeated)}` +
      `\n  ${line(`all (${figures.withResults} with results)`, figures)}` +
      `\n  GET /api/health floor: p50 ${figures.healthFloor.p50Ms} ms, p95 ${figures.healthFloor.p95Ms} ms`,
  );
  mkdirSync(join(here, "reports"), { recursive: true });
  writeFileSync(join(here, "reports", "search-scale.json"), `${JSON.stringify(report, null, 2)}\n`);
} finally {
  await stopProductServer(server);
}

import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";
import { CORE_NAMESPACE, namespaceOf } from "../src/i18n/namespaces.ts";

// The messages of the development build's own pages (the design-system page).
const DEV_ONLY_NAMESPACE = "dev";
const MESSAGES = "virtual:spc-messages";
const NAMESPACE_FILE = /^virtual:spc-messages\/(en|fr)\/([\w-]+)$/;
const NAMESPACE_WAIT = /^virtual:spc-messages\/wait\/([\w-]+)$/;
// Source modules whose message ids are read (not tests, which bring whole catalogues).
const SOURCE_MODULE = /[\\/]src[\\/].*\.tsx?$/;
const TEST_MODULE = /\.test\.tsx?$|[\\/]src[\\/]test[\\/]/;
// A string literal that is, or starts, a message id: `"billing.title"`, `` `billing.${kind}` ``.
const ID_LITERAL = /["'`]([a-zA-Z]+)\.([a-zA-Z]*)/g;
const I18N_DIR = fileURLToPath(new URL("../src/i18n/", import.meta.url));
// The module that loads the files (the waits import it), and the one that names namespaces.
const LOADER = join(I18N_DIR, "messages.ts");
const UNREAD = new Set([LOADER, join(I18N_DIR, "namespaces.ts")]);

/**
 * The message catalogues as the browser loads them (decision 0038): `virtual:spc-messages` maps
 * each language to one loader per namespace (src/i18n/namespaces.ts), and each namespace is a
 * chunk of its own, cut from en.json / fr.json, so a page downloads only the words it shows.
 *
 * A source module that names a message id of a namespace other than `core` imports
 * `virtual:spc-messages/wait/<namespace>`, added here, whose top-level await loads that file:
 * the module (and the page or dialog it belongs to) runs only once its words are there. The
 * first-load check (firstLoadPreloads) refuses such a wait in the entry or a landing page.
 *
 * The production build ships them already parsed (ICU message ASTs, formatjs "pre-compiling
 * messages"), so the browser never parses a message and the ICU parser (with the number-skeleton
 * parser) stays out of the bundle: the import of it (src/i18n/intl-lite.tsx) resolves to its
 * `no-parser` build. A message that does not parse fails the build. Development and tests keep
 * strings. The development build's own pages (`dev.*`, the design-system page) have no
 * namespace in production.
 */
export function messageCatalogues(): Plugin {
  let build = false;
  let keepDevMessages = true;
  const cache = new Map<string, { mtime: number; messages: Record<string, string> }>();
  const read = (language: string): Record<string, string> => {
    const file = join(I18N_DIR, `${language}.json`);
    const mtime = statSync(file).mtimeMs;
    const cached = cache.get(file);
    if (cached?.mtime === mtime) return cached.messages;
    const messages = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    cache.set(file, { mtime, messages });
    return messages;
  };
  // The namespaces of the English catalogue, worked out once per version of the file (every
  // source module's transform asks for them).
  const known = new WeakMap<Record<string, string>, ReadonlySet<string>>();
  const namespaceSet = (): ReadonlySet<string> => {
    const messages = read("en");
    let set = known.get(messages);
    if (!set) {
      set = new Set(
        Object.keys(messages)
          .map(namespaceOf)
          .filter((namespace) => keepDevMessages || namespace !== DEV_ONLY_NAMESPACE),
      );
      known.set(messages, set);
    }
    return set;
  };
  const namespaces = () => [...namespaceSet()];
  return {
    name: "spc-message-catalogues",
    enforce: "pre",
    config: (_config, env) =>
      env.command === "build"
        ? {
            resolve: {
              alias: [
                {
                  find: /^@formatjs\/icu-messageformat-parser$/,
                  replacement: "@formatjs/icu-messageformat-parser/no-parser.js",
                },
              ],
            },
          }
        : undefined,
    configResolved(config) {
      build = config.command === "build";
      keepDevMessages = !(build && config.isProduction);
    },
    resolveId(id) {
      if (id === MESSAGES || NAMESPACE_FILE.test(id) || NAMESPACE_WAIT.test(id)) return `\0${id}`;
      return null;
    },
    transform(code, id) {
      if (!SOURCE_MODULE.test(id) || TEST_MODULE.test(id) || UNREAD.has(id)) return null;
      const available = namespaceSet();
      const needed = new Set<string>();
      for (const [, first, second] of code.matchAll(ID_LITERAL)) {
        const namespace = namespaceOf(`${first}.${second}`);
        if (namespace !== CORE_NAMESPACE && available.has(namespace)) needed.add(namespace);
      }
      if (needed.size === 0) return null;
      const waits = [...needed].map((namespace) => `import "${MESSAGES}/wait/${namespace}";`);
      return { code: `${waits.join("")}${code}`, map: null };
    },
    load(id) {
      if (!id.startsWith(`\0${MESSAGES}`)) return null;
      const virtual = id.slice(1);
      for (const language of ["en", "fr"]) this.addWatchFile(join(I18N_DIR, `${language}.json`));
      if (virtual === MESSAGES) {
        const loaders = (language: string) =>
          namespaces()
            .map((namespace) => {
              const file = `${MESSAGES}/${language}/${namespace}`;
              return `    ${JSON.stringify(namespace)}: () => import(${JSON.stringify(file)}),`;
            })
            .join("\n");
        return `export default {\n  en: {\n${loaders("en")}\n  },\n  fr: {\n${loaders("fr")}\n  },\n};\n`;
      }
      const wait = NAMESPACE_WAIT.exec(virtual);
      if (wait) {
        return `import { requireNamespace } from ${JSON.stringify(LOADER)};\nawait requireNamespace(${JSON.stringify(wait[1])});\n`;
      }
      const match = NAMESPACE_FILE.exec(virtual);
      if (!match) return null;
      const [, language = "en", namespace] = match;
      const entries = Object.entries(read(language)).filter(
        ([key]) => namespaceOf(key) === namespace,
      );
      const messages = Object.fromEntries(
        entries.map(([key, message]) => {
          if (!build) return [key, message];
          try {
            return [key, parse(message)];
          } catch (error) {
            throw new Error(
              `${language}.json: message "${key}" is not valid ICU (${String(error)})`,
            );
          }
        }),
      );
      return `export default ${JSON.stringify(messages)};\n`;
    },
  };
}

/** The id of `language`'s core messages module, as chunks name their facade module. */
export function coreMessagesId(language: string): string {
  return `\0${MESSAGES}/${language}/${CORE_NAMESPACE}`;
}

/** The namespace a module id waits for, if it is one of the waits this plugin adds. */
export function waitedNamespace(id: string): string | undefined {
  return id.startsWith("\0") ? NAMESPACE_WAIT.exec(id.slice(1))?.[1] : undefined;
}

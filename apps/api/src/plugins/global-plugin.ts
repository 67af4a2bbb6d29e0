import type { FastifyPluginAsync } from "fastify";

/**
 * Marks a plugin as non-encapsulated, like `fastify-plugin` does, so its hooks, decorators and
 * handlers apply to the whole app. fastify-plugin is only a transitive dependency here, so we set
 * the two well-known symbols ourselves instead of importing it.
 */
export function globalPlugin<Options extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  Object.assign(plugin, {
    [Symbol.for("skip-override")]: true,
    [Symbol.for("fastify.display-name")]: name,
  });
  return plugin;
}

/** Thrown when the environment is invalid; the message lists every bad variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The one message shape every refusal uses: a heading, then one line per problem. */
export function invalidEnvironment(problems: readonly string[]): ConfigError {
  return new ConfigError(
    `Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
  );
}

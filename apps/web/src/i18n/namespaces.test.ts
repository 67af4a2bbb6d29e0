import { describe, expect, it } from "vitest";
import en from "./en.json";
import { CORE_NAMESPACE, CORE_PREFIXES, namespaceOf } from "./namespaces";

describe("namespaceOf", () => {
  it("files a message under its first segment", () => {
    expect(namespaceOf("billing.autoRenew.label")).toBe("billing");
    expect(namespaceOf("billing.")).toBe("billing");
  });

  it("files the shell's prefixes, whole or by two segments, under core", () => {
    expect(namespaceOf("shell.skipToContent")).toBe(CORE_NAMESPACE);
    expect(namespaceOf("auth.header.exploreMemberships")).toBe(CORE_NAMESPACE);
    expect(namespaceOf("auth.login.title")).toBe("auth");
  });

  it("names only prefixes the catalogue uses", () => {
    const keys = Object.keys(en);
    for (const prefix of CORE_PREFIXES) {
      expect(
        keys.some((key) => key.startsWith(`${prefix}.`)),
        `${prefix} names no message`,
      ).toBe(true);
    }
  });
});

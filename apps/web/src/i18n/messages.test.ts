import { beforeEach, describe, expect, it, vi } from "vitest";

// The module keeps what has loaded: each test starts from a fresh copy.
async function freshMessages() {
  vi.resetModules();
  return import("./messages");
}

describe("message files", () => {
  beforeEach(() => vi.resetModules());

  it("loads a language's core first, without the words of member pages", async () => {
    const messages = await freshMessages();
    expect(messages.loadedMessages("fr")).toBeUndefined();
    await messages.loadMessages("fr");
    const loaded = messages.loadedMessages("fr");
    expect(loaded?.["shell.skipToContent"]).toBeTypeOf("string");
    expect(loaded?.["billing.autoRenew.title"]).toBeUndefined();
    expect(messages.hasWantedMessages("fr")).toBe(true);
  });

  it("loads a namespace a module needs in the language shown, and in a language chosen later", async () => {
    const messages = await freshMessages();
    await messages.loadMessages("en");
    const version = messages.messagesVersion();
    await messages.requireNamespace("billing");
    expect(messages.loadedMessages("en")?.["billing.autoRenew.title"]).toBeTypeOf("string");
    expect(messages.messagesVersion()).toBeGreaterThan(version);

    // Switching to French: not ready until the billing words have arrived too.
    expect(messages.hasWantedMessages("fr")).toBe(false);
    await messages.loadMessages("fr");
    expect(messages.loadedMessages("fr")?.["billing.autoRenew.title"]).toBeTypeOf("string");
  });

  it("asks for the namespace of a message missing at render, once", async () => {
    const messages = await freshMessages();
    await messages.loadMessages("en");
    const arrived = new Promise<void>((resolve) => messages.subscribeToMessages(resolve));
    expect(messages.requestMessage("en", "profile.section.account")).toBe(true);
    await arrived;
    expect(messages.loadedMessages("en")?.["profile.section.account"]).toBeTypeOf("string");
    expect(messages.requestMessage("en", "profile.section.account")).toBe(false);
    expect(messages.requestMessage("en", "nosuch.message")).toBe(false);
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../config";
import { testConfig } from "../../testing/app";
import { createLocalStorage, createS3Storage } from ".";

const directory = mkdtempSync(path.join(tmpdir(), "spc-storage-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe("local storage", () => {
  it("stores and reads back bytes, null for a missing key", async () => {
    const storage = createLocalStorage(directory);
    await storage.put("contest-photos/1/a.jpg", Buffer.from("abc"), "image/jpeg");
    expect((await storage.get("contest-photos/1/a.jpg"))?.toString()).toBe("abc");
    expect(await storage.get("contest-photos/1/missing.jpg")).toBeNull();
  });

  it("refuses keys that could leave its directory", async () => {
    const storage = createLocalStorage(directory);
    await expect(storage.put("../escape.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow();
    await expect(storage.get("/etc/passwd")).rejects.toThrow();
  });
});

describe("S3-compatible storage", () => {
  it("PUTs and GETs signed, path-style requests", async () => {
    const objects = new Map<string, Buffer>();
    const seen: { method: string; url: string; auth: string }[] = [];
    const body = async (request: IncomingMessage) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    const server = createServer(async (request, response) => {
      seen.push({
        method: request.method!,
        url: request.url!,
        auth: String(request.headers.authorization ?? ""),
      });
      if (request.method === "PUT") {
        objects.set(request.url!, await body(request));
        response.end();
      } else {
        const found = objects.get(request.url!);
        response.statusCode = found ? 200 : 404;
        response.end(found);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const storage = createS3Storage({
        driver: "s3",
        endpoint: `http://127.0.0.1:${port}`,
        bucket: "photos",
        region: "ca-central-1",
        accessKeyId: "AKIDEXAMPLE",
        secretAccessKey: "secret",
      });
      await storage.put("contest-photos/2/b.jpg", Buffer.from("jpeg"), "image/jpeg");
      expect((await storage.get("contest-photos/2/b.jpg"))?.toString()).toBe("jpeg");
      expect(await storage.get("contest-photos/2/none.jpg")).toBeNull();
      expect(seen[0]).toMatchObject({ method: "PUT", url: "/photos/contest-photos/2/b.jpg" });
      expect(seen[0]!.auth).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ca-central-1\/s3\//,
      );
    } finally {
      server.close();
    }
  });
});

describe("storage configuration", () => {
  it("defaults to DATA_DIR/uploads and needs the bucket settings for s3", () => {
    expect(testConfig({ DATA_DIR: directory }).storage).toEqual({
      driver: "local",
      directory: path.join(directory, "uploads"),
    });
    expect(() => testConfig({ STORAGE_DRIVER: "s3" })).toThrow(ConfigError);
  });
});

import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import type { StorageConfig } from "../../config";

/**
 * Where uploaded files live (contest photos; decision 0039): local disk under DATA_DIR/uploads by
 * default, an S3-compatible bucket in production (STORAGE_DRIVER=s3). Keys are ours (no user text).
 */
export interface FileStorage {
  readonly kind: "local" | "s3";
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
}

const KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

function checkedKey(key: string): string {
  if (!KEY.test(key) || key.includes("..")) throw new Error(`Bad storage key: ${key}`);
  return key;
}

export function createLocalStorage(directory: string): FileStorage {
  return {
    kind: "local",
    async put(key, bytes) {
      const file = path.join(directory, checkedKey(key));
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(path.join(directory, checkedKey(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}

/** Any S3-compatible service (AWS S3, MinIO, Cloudflare R2…), path-style URLs, SigV4 by aws4fetch. */
export function createS3Storage(config: Extract<StorageConfig, { driver: "s3" }>): FileStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
  });
  const urlOf = (key: string) =>
    `${config.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(config.bucket)}/${checkedKey(key)}`;
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: "PUT",
        body: new Uint8Array(bytes),
        headers: { "content-type": contentType },
      });
      if (!response.ok) throw new Error(`S3 PUT ${key} answered ${response.status}`);
    },
    async get(key) {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key} answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}

export function createStorage(config: StorageConfig): FileStorage {
  return config.driver === "s3" ? createS3Storage(config) : createLocalStorage(config.directory);
}

import path from "node:path";
import type { Env } from "./env";
import { invalidEnvironment } from "./errors";

/** Where uploaded files go (docs/decisions/0039-contests.md). */
export type StorageConfig =
  | { driver: "local"; directory: string }
  | {
      driver: "s3";
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

export function storageConfig(e: Env, dataDir: string): StorageConfig {
  if (e.STORAGE_DRIVER === "local") {
    return { driver: "local", directory: path.join(dataDir, "uploads") };
  }
  const missing = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"].filter(
    (name) => !e[name as keyof Env],
  );
  if (missing.length > 0) {
    throw invalidEnvironment(missing.map((name) => `${name}: required when STORAGE_DRIVER=s3`));
  }
  return {
    driver: "s3",
    endpoint: e.S3_ENDPOINT!,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
  };
}

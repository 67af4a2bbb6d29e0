import type { PoolLevel } from "./api/get-pool-levels";

export type PoolStatus = "empty" | "low" | "ok";

/** A pool with no free code is empty; at or under its alert level, low. */
export function poolStatus(pool: Pick<PoolLevel, "free" | "alert_threshold">): PoolStatus {
  if (pool.free === 0) return "empty";
  if (pool.alert_threshold !== null && pool.free <= pool.alert_threshold) return "low";
  return "ok";
}

import type { ItemSet, ListsRepository } from "./repository";

/**
 * A change to one of a member's sets (a list's offers, the favourite offers or categories), as a
 * request states it: `full` replaces the set and its order (the spec's field), `add` / `remove`
 * are set operations merged into whatever the set holds when the write runs (decision 0032).
 */
export interface SetChange {
  full?: readonly number[] | undefined;
  add?: readonly number[] | undefined;
  remove?: readonly number[] | undefined;
}

/** What a change does to the set as it is now. */
export interface SetPlan {
  /** The set afterwards, in order. */
  next: number[];
  /** Ids that were not in the set (only these must pass the offer/category rule). */
  added: number[];
  removed: number[];
  replace: boolean;
  changed: boolean;
}

/** The ids once each, first occurrence kept. */
export function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/** Every id a change could add: what the catalogue must be asked about before the write. */
export function candidatesOf(change: SetChange): number[] {
  return unique([...(change.full ?? []), ...(change.add ?? [])]);
}

export function planSetChange(current: readonly number[], change: SetChange): SetPlan {
  const had = new Set(current);
  if (change.full !== undefined) {
    const next = unique(change.full);
    const keep = new Set(next);
    const added = next.filter((id) => !had.has(id));
    const removed = current.filter((id) => !keep.has(id));
    const changed = next.length !== current.length || next.some((id, i) => id !== current[i]);
    return { next, added, removed, replace: true, changed };
  }
  const added = unique(change.add ?? []).filter((id) => !had.has(id));
  const removing = new Set(change.remove ?? []);
  const removed = current.filter((id) => removing.has(id));
  const next = [...current.filter((id) => !removing.has(id)), ...added];
  return { next, added, removed, replace: false, changed: added.length + removed.length > 0 };
}

/** Writes a plan (inside the member's turn). */
export async function applySetPlan(
  repository: ListsRepository,
  set: ItemSet,
  owner: string | number,
  plan: SetPlan,
): Promise<void> {
  if (!plan.changed) return;
  if (plan.replace) {
    await repository.replace(set, owner, plan.next);
    return;
  }
  await repository.remove(set, owner, plan.removed);
  await repository.append(set, owner, plan.added);
}

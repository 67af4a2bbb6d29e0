// Storage can throw (Safari private mode, disabled cookies, quota): the app must keep working
// without it, so every access goes through these helpers and failures read as "nothing stored".

type Area = "local" | "session";

function area(kind: Area): Storage | null {
  try {
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(key: string, kind: Area = "local"): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string, kind: Area = "local"): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Not persisting is acceptable: the choice still applies for this page view.
  }
}

export function removeItem(key: string, kind: Area = "local"): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing stored can be read back either way.
  }
}

export function readJson(key: string, kind: Area = "local"): unknown {
  const raw = readString(key, kind);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, kind: Area = "local"): void {
  writeString(key, JSON.stringify(value), kind);
}

/**
 * True the first time it is asked for this sign-in (session id) in this tab, and marks it: for
 * what happens once per login — the policy notice, the allowed-login check, the profile's language.
 */
export function firstTimeThisSession(key: string, sessionId: string): boolean {
  if (readString(key, "session") === sessionId) return false;
  writeString(key, sessionId, "session");
  return true;
}

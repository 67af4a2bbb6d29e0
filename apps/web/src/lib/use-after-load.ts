import { useEffect, useState } from "react";

/**
 * True once the document has finished loading (at once on later client-side navigations). Below-
 * the-fold and idle pieces of the shell wait for it, so on a phone's first load they do not
 * compete with the page's own code, data and pictures for the network and the main thread.
 */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === "complete");
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    window.addEventListener("load", done, { once: true });
    return () => window.removeEventListener("load", done);
  }, [loaded]);
  return loaded;
}

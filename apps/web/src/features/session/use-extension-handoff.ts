import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { openModalWhenFree } from "../../components/modal/modal-store";
import { leaveTokenForExtension } from "../../lib/extension-cookies";
import { readString, removeItem, writeString } from "../../lib/storage";
import type { SessionView } from "./session-query";
import { extensionMessage, readStartupParams } from "./startup-params";

/** This tab was opened by the browser extension (kept while the member signs up or buys). */
export const FROM_EXTENSION_KEY = "spc.fromExtension";
/** How long a refused window.close() is given before the page says where to go instead. */
export const CLOSE_GRACE_MS = 300;

/**
 * from_extension (spec §2.5): the signed-in member's token goes to the extension by message (and
 * in its one-hour cookie); once the member has a card the tab closes. The mark outlives the
 * address, so a visitor the extension sent to sign up, buy or activate is handed over when the
 * card arrives. Browsers let a page close only a window a script opened: when the tab stays, the
 * back-to-extension dialog (spec §2.8) tells the member they are connected and can go back.
 */
export function useExtensionHandoff(view: SessionView, exempt: boolean) {
  const { search } = useLocation();
  const handedToken = useRef<string | null>(null);
  const fromQuery = !exempt && readStartupParams(search).fromExtension;
  const token = view.snapshot.token;
  const hasCard = view.snapshot.registration?.hasCard === true || view.hasValidCard;

  useEffect(() => {
    if (fromQuery) writeString(FROM_EXTENSION_KEY, "1", "session");
    if (!token || readString(FROM_EXTENSION_KEY, "session") !== "1") return;
    if (handedToken.current !== token) {
      handedToken.current = token;
      window.postMessage(extensionMessage(token), window.location.origin);
      // An extension that opened this tab before its listener was ready reads it here instead.
      leaveTokenForExtension(token);
    }
    if (!hasCard) return;
    removeItem(FROM_EXTENSION_KEY, "session");
    window.close();
    const timer = window.setTimeout(() => {
      if (!window.closed) openModalWhenFree("back-to-extension");
    }, CLOSE_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [fromQuery, token, hasCard]);
}

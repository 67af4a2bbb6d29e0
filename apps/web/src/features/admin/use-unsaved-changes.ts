import { useEffect } from "react";
import { type Blocker, useBlocker } from "react-router";

/**
 * Every back-office form's guard against losing its changes: while `dirty`, leaving for another
 * page of the app is held (the caller shows <UnsavedChangesDialog blocker={…} />), and closing or
 * reloading the tab asks the browser's own question (beforeunload). Changing only the query of
 * the same page (a filter, a page of a table) is not leaving.
 */
export function useUnsavedChanges(dirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a value; the text itself is the browser's, not ours.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  // The form was saved (or emptied) while a navigation was held: let it go.
  useEffect(() => {
    if (!dirty && blocker.state === "blocked") blocker.proceed();
  }, [dirty, blocker]);

  return blocker;
}

import { useEffect } from "react";
import { useIntl } from "react-intl";
import type { MessageId } from "./messages";

/** Sets the document title of a page: its translated name inside the site template. */
export function usePageTitle(id: MessageId): void {
  const intl = useIntl();
  const page = intl.formatMessage({ id });
  const title = intl.formatMessage({ id: "site.titleTemplate" }, { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

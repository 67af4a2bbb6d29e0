import { FormattedDate, FormattedMessage } from "../../../i18n/intl-lite";
import { InformationPage } from "./information-page";

/**
 * /privacy: the privacy policy, a content row like the other information pages (the terms rows
 * hold only the terms of use, which link here). It shows when it last changed, as /terms does,
 * and sells nothing beside it. Decision 0035.
 */
export function PrivacyPage() {
  return (
    <InformationPage
      slug="privacy"
      title="page.privacy.title"
      aside={false}
      eyebrow={(updatedAt) => (
        <FormattedMessage
          id="content.updated"
          values={{ date: <FormattedDate value={updatedAt} dateStyle="long" /> }}
        />
      )}
    />
  );
}

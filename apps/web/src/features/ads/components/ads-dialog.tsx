import { adInLanguage } from "@spc/shared";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Button } from "../../../components/button/button";
import { ButtonLink, ExternalButtonLink } from "../../../components/button/button-link";
import { Modal } from "../../../components/modal/modal";
import { PopupPicture } from "../../../components/modal/popup-picture";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { adLink } from "../ad-link";
import type { AdsDialogProps } from "../dialogs";

/**
 * The ads pop-up (spec §2.8, §2.9) in the viewer's language: headline, body, picture and its
 * description, and, when the record is clickable, its call to action as a real link (decision 0028).
 */
export function AdsDialog({ record, onClose }: AdsDialogProps & { onClose: () => void }) {
  const language = useLanguage();
  const ad = adInLanguage(record, language);
  const link = ad.url ? adLink(ad.url, language, window.location.origin) : null;
  // The record's own label ("See the deals"); without one, the app's.
  const label = ad.text || <FormattedMessage id="deals.ads.open" />;
  // The ad belongs to the page it opened on: any navigation (its own link, the back button)
  // closes it, once, so it never stays over the next page.
  const { key } = useLocation();
  const openedAt = useRef(key);
  useEffect(() => {
    if (key === openedAt.current) return;
    openedAt.current = key;
    onClose();
  }, [key, onClose]);
  return (
    <Modal open onClose={onClose} title={ad.title} description={ad.description || undefined}>
      {/* The alt text says what the picture shows (or its words); empty: decorative. */}
      <PopupPicture image={ad.image} imageMobile={ad.imageMobile} alt={ad.imageAlt} />
      <div className="modal__actions">
        <Button type="button" variant="secondary" onClick={onClose}>
          <FormattedMessage id="deals.ads.dismiss" />
        </Button>
        {link?.kind === "internal" && (
          <ButtonLink variant="primary" to={link.to}>
            {label}
          </ButtonLink>
        )}
        {link?.kind === "external" && (
          <ExternalButtonLink variant="primary" href={link.href} onClick={onClose}>
            {label}
          </ExternalButtonLink>
        )}
      </div>
    </Modal>
  );
}

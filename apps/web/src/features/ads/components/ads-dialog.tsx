import { BREAKPOINTS } from "@spc/shared";
import { Button } from "../../../components/button/button";
import { ExternalButtonLink } from "../../../components/button/button-link";
import { Modal } from "../../../components/modal/modal";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import type { AdsDialogProps } from "../dialogs";
import "../../offers/components/offer-dialogs.css";

/** The ads pop-up (spec §2.8, §2.9): picture, title and text; a link when the record is clickable. */
export function AdsDialog({ record, onClose }: AdsDialogProps & { onClose: () => void }) {
  const fr = useLanguage() === "fr";
  const url = fr ? record.url_fr : record.url_en;
  const image = fr ? record.image_fr : record.image_en;
  const mobileImage = fr ? record.image_mobile_fr : record.image_mobile_en;
  return (
    <Modal
      open
      onClose={onClose}
      title={record.title}
      description={record.description || undefined}
    >
      <picture>
        <source media={`(max-width: ${BREAKPOINTS.mobileMax}px)`} srcSet={mobileImage} />
        {/* The picture is the ad's creative and may carry its headline in words: its text
            alternative is the ad's title (records have no alt text of their own). */}
        <img
          className="ads-dialog__image"
          src={image}
          alt={record.title}
          width={480}
          height={360}
        />
      </picture>
      {record.text && <p>{record.text}</p>}
      <div className="modal__actions">
        <Button type="button" variant="secondary" onClick={onClose}>
          <FormattedMessage id="deals.ads.dismiss" />
        </Button>
        {record.is_clickable && url && (
          <ExternalButtonLink variant="primary" href={url} onClick={onClose}>
            <FormattedMessage id="deals.ads.open" />
          </ExternalButtonLink>
        )}
      </div>
    </Modal>
  );
}

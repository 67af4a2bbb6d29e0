import { useState } from "react";
import { Button } from "../../../components/button/button";
import { errorMessageId } from "../../../i18n/error-messages";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { useShareSavedList } from "../api/share-saved-list";

/** The owner's share controls: share (mint a link), copy it, stop sharing (the link dies). */
export function ShareList({ id, token }: { id: number; token: string | null }) {
  const intl = useIntl();
  const share = useShareSavedList(id);
  const [copied, setCopied] = useState(false);
  const link = token ? `${window.location.origin}/shared-list/${token}` : null;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="share-list">
      {link ? (
        <>
          <label className="share-list__label" htmlFor="share-link">
            <FormattedMessage id="favourites.share.label" />
          </label>
          <input
            id="share-link"
            className="share-list__link"
            readOnly
            value={link}
            aria-describedby="share-hint"
            onFocus={(event) => event.currentTarget.select()}
          />
          <p id="share-hint" className="favourites-empty">
            <FormattedMessage id="favourites.share.hint" />
          </p>
          <div className="saved-list-actions">
            <Button type="button" variant="secondary" onClick={copy}>
              <FormattedMessage id="favourites.share.copy" />
            </Button>
            <Button
              type="button"
              variant="secondary"
              busy={share.isPending}
              onClick={() => {
                setCopied(false);
                share.mutate(false);
              }}
            >
              <FormattedMessage id="favourites.share.revoke" />
            </Button>
          </div>
        </>
      ) : (
        <Button
          type="button"
          variant="secondary"
          busy={share.isPending}
          onClick={() => share.mutate(true)}
        >
          <FormattedMessage id="favourites.share.button" />
        </Button>
      )}
      <p role="status" className="share-list__status">
        {copied ? intl.formatMessage({ id: "favourites.share.copied" }) : ""}
      </p>
      {share.isError && (
        <p role="alert" className="favourites-error">
          <FormattedMessage id={errorMessageId(share.error, "favourites.heart.error")} />
        </p>
      )}
    </div>
  );
}

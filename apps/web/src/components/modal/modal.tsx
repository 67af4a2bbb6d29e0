import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useRef } from "react";
import { useIntl } from "../../i18n/intl-lite";
import "./modal.css";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  description?: ReactNode;
  /** Shows the × button in the corner (default true). */
  showCloseButton?: boolean;
  /** Only the close button (or an action inside) closes it: Escape and backdrop clicks do nothing. */
  restrictClose?: boolean;
  /** "sheet" slides in from the side, used by the mobile menu. */
  variant?: "centered" | "sheet";
  children?: ReactNode;
}

/** The generic dialog of spec §2.8, on Radix (focus trap, scroll lock, inert background). */
export function Modal(props: ModalProps) {
  const {
    open,
    onClose,
    title,
    description,
    showCloseButton = true,
    restrictClose = false,
  } = props;
  const intl = useIntl();
  // Radix returns focus only to its own Trigger; dialogs opened from the store have none, so
  // remember whatever had focus when the dialog opened and give focus back to it on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const block = (event: Event) => {
    if (restrictClose) event.preventDefault();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" data-testid="modal-backdrop" />
        <Dialog.Content
          className={`modal modal--${props.variant ?? "centered"}`}
          // Without a description, opt out explicitly so Radix does not point at a missing node.
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
          }}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
        >
          <div className="modal__header">
            <Dialog.Title className="modal__title">{title}</Dialog.Title>
            {showCloseButton && (
              <Dialog.Close
                className="modal__close"
                aria-label={intl.formatMessage({ id: "modal.close" })}
              >
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            )}
          </div>
          {description && (
            <Dialog.Description className="modal__description">{description}</Dialog.Description>
          )}
          {props.children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

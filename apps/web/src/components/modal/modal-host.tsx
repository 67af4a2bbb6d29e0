import { type ComponentType, Suspense } from "react";
import { type ModalRegistry, type ModalType, useModalStore } from "./modal-store";

export type DialogProps<T extends ModalType> = ModalRegistry[T] & { onClose: () => void };
/** A component for every dialog name: one missing fails the type check. */
export type ModalComponents = { [T in ModalType]: ComponentType<DialogProps<T>> };

/** Renders the dialog the modal store currently asks for. */
export function ModalHost({ registry }: { registry: ModalComponents }) {
  const current = useModalStore((state) => state.current);
  const closeModal = useModalStore((state) => state.closeModal);
  if (!current) return null;

  const Dialog = registry[current.type] as ComponentType<DialogProps<ModalType>> | undefined;
  if (!Dialog) {
    // Spec §8: an invalid modal type only warns.
    console.warn(`Unknown modal type "${current.type}"`);
    return null;
  }
  return (
    <Suspense fallback={null}>
      {/* Closes this dialog only: one that closes itself late leaves a newer one open. */}
      <Dialog {...current.props} onClose={() => closeModal(current)} />
    </Suspense>
  );
}

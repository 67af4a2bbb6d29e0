import { ModalHost } from "../components/modal/modal-host";
import { modalRegistry } from "./modal-registry";

/** The dialog host with the app's registry: a chunk of its own, loaded when a dialog first opens. */
export default function ModalLayer() {
  return <ModalHost registry={modalRegistry} />;
}

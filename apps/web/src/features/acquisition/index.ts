export { AcquisitionTimer } from "./components/timer";

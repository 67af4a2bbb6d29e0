export { AdditionalQuestionsForm } from "./components/additional-questions-form";
export { useCountry } from "./use-country";

export { signupDestination } from "./routes/signup-additional-page";

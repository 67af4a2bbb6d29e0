export { type Auth, createAuth } from "./auth";
export { mintLoginToken, UnknownAccountError } from "./custom-token";
export { authRoutes as authService } from "./routes";

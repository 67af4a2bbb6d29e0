import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountsRoutes } from "./accounts/routes";
import { userCardsRoutes } from "./cards/routes";
import { consentRoutes } from "./consent/routes";
import { favouritesRoutes } from "./favourites/routes";
import { featureFlagsRoutes } from "./feature-flags/routes";
import { loginRoutes } from "./login/routes";
import { newsletterRoutes } from "./newsletter/routes";
import { notificationsRoutes } from "./notifications/routes";
import { placesRoutes } from "./places/routes";
import { popupRoutes } from "./popups/routes";
import { studentRoutes } from "./students/routes";
import { timsLinkingRoutes } from "./tims-linking/routes";
import { verificationRoutes } from "./verification/routes";
import { websiteMenuRoutes } from "./website-menu/routes";

/** Users service, mounted at /api/users; paths follow spec §7 (hence /api/users/users/…). */
export const usersService: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(featureFlagsRoutes);
  await fastify.register(websiteMenuRoutes);
  await fastify.register(accountsRoutes);
  await fastify.register(loginRoutes);
  await fastify.register(verificationRoutes);
  await fastify.register(placesRoutes);
  await fastify.register(userCardsRoutes);
  await fastify.register(favouritesRoutes);
  await fastify.register(newsletterRoutes);
  await fastify.register(consentRoutes);
  await fastify.register(studentRoutes);
  await fastify.register(notificationsRoutes);
  await fastify.register(timsLinkingRoutes);
  await fastify.register(popupRoutes);
};

export { pushMarketingPreferences } from "./marketing-preferences/sync";
export { notificationsDevRoutes } from "./notifications/dev-routes";
// The age and ID check's entry points (decision 0047): the tester's command and the local
// adapter's development page, which app.ts mounts outside /api.
export { decidePendingByEmail } from "./students/id-check";
export { idVerificationDevRoutes } from "./students/id-check-dev-page";

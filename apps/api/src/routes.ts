import type { FastifyPluginAsync } from 'fastify';
import { configRoutes } from './modules/config/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { loginRoutes } from './modules/login/routes.ts';
import { bannerRoutes } from './modules/banners/routes.ts';
import { lineRoutes } from './modules/lines/routes.ts';
import { menuMainRoutes } from './modules/menu-mains/routes.ts';
import { menuSecondaryRoutes } from './modules/menu-secondarys/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { settingRoutes } from './modules/settings/routes.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { roleRoutes } from './modules/roles/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { addressLookupRoutes } from './modules/address-lookup/routes.ts';
import { checkExistRoutes } from './modules/check-exist/routes.ts';
import { companyLineRoutes } from './modules/company-lines/routes.ts';
import { companyLogRoutes } from './modules/company-logs/routes.ts';
import { companyRoutes } from './modules/companys/routes.ts';
import { companyImportRoutes } from './modules/company-imports/routes.ts';
import { ownerRoutes } from './modules/owners/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { geocodingRoutes } from './modules/geocoding/routes.ts';
import { partnerRoutes } from './modules/partners/routes.ts';
import { placeRoutes } from './modules/partners/places/place-routes.ts';
import { registrationRoutes } from './modules/registration/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { invitationRoutes } from './modules/invitations/routes.ts';

/**
 * Every API module, registered under /api by app.ts. A module is `src/modules/<name>/routes.ts`
 * plus one verb-named function per file; add it here with its path prefix from section 7.
 */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(loginRoutes, { prefix: '/login' });
  await app.register(accountRoutes, { prefix: '/login' });
  await app.register(uploadRoutes, { prefix: '/uploads' });
  await app.register(lineRoutes, { prefix: '/lines' });
  await app.register(bannerRoutes, { prefix: '/banners' });
  await app.register(menuMainRoutes, { prefix: '/menuMains' });
  await app.register(menuSecondaryRoutes, { prefix: '/menuSecondarys' });
  await app.register(notificationRoutes, { prefix: '/notifications' });
  await app.register(settingRoutes, { prefix: '/settings' });
  await app.register(userRoutes, { prefix: '/users' });
  await app.register(roleRoutes, { prefix: '/roles' });
  await app.register(ownerRoutes, { prefix: '/login' });
  await app.register(companyRoutes, { prefix: '/companys' });
  await app.register(companyImportRoutes, { prefix: '/companys/import' });
  await app.register(companyLogRoutes, { prefix: '/companysLog' });
  await app.register(companyLineRoutes, { prefix: '/companyLines' });
  await app.register(checkExistRoutes, { prefix: '/checkExist' });
  await app.register(addressLookupRoutes, { prefix: '/address' });
  await app.register(reportRoutes, { prefix: '/reports' });
  await app.register(geocodingRoutes, { prefix: '/geocoding' });
  await app.register(partnerRoutes, { prefix: '/companys' });
  await app.register(placeRoutes, { prefix: '/companys' });
  await app.register(registrationRoutes, { prefix: '/login' });
  await app.register(analyticsRoutes, { prefix: '/analytics' });
  await app.register(invitationRoutes, { prefix: '/invitations' });
};

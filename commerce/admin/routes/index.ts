// All /v1/admin routes (docs/decisions/0036). The gate (context.ts) is registered by app.ts before them.
import { createAdminAuthRoutes } from './auth';
import { createAdminCareRoutes } from './care';
import { createAdminDeliveryRoutes } from './delivery';
import { createAdminOfficeRoutes } from './office';
import { createAdminOrderRoutes } from './orders';
import { createAdminSearchRoutes } from './search';
import { createAdminVitalsRoutes } from './vitals';

export { adminGate } from './context';

export const createAdminRoutes = () => [
  createAdminAuthRoutes(),
  createAdminOrderRoutes(),
  createAdminCareRoutes(),
  createAdminOfficeRoutes(),
  createAdminSearchRoutes(),
  createAdminDeliveryRoutes(),
  createAdminVitalsRoutes(),
];

// /v1/admin — the back office API (docs/decisions/0036), one definition per operation, grouped as the
// handlers are (commerce/admin/routes/*).
export * from './admin/auth';
export * from './admin/care';
export * from './admin/office';
export * from './admin/orders';
export * from './admin/delivery';

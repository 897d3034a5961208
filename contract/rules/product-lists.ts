// The sizes of the shopper's two product lists (docs/requirements/accounts.md#limits; docs/decisions/0016, 0019), shared by the
// browser store, the storefront's cookies and the API's account lists. No zod here: the browser's
// first load imports this module.

/** docs/requirements/accounts.md#limits: at most 8 last-viewed products. */
export const LAST_VIEWED_MAX = 8;
/** Keeps the favourites cookie far below the 4 KB a browser allows per cookie; the account keeps as many. */
export const FAVOURITES_MAX = 50;

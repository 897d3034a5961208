// The customer's favourites and last viewed in the account (docs/decisions/0019):
// GET /v1/customer/lists, the login merge, one favourite on or off, one product view
// (contract/operations/customer-lists.ts).
import * as lists from '#contract/operations/customer-lists';
import type { CustomerLists } from '#contract/schemas/customer';
import type { LastViewedEntry } from '~/lib/product-lists';
import type { CommerceClient } from './client.server';

/** The lists as the API answers them (contract/schemas/customer.ts). */
export type AccountLists = CustomerLists;

export interface ListsMerge {
  favourites: number[];
  removed: number[];
  last_viewed: LastViewedEntry[];
}

const auth = (token: string) => ({ 'x-customer-token': token });

export const accountListsApi = {
  get: (c: CommerceClient, token: string) => c.call(lists.getLists, { headers: auth(token) }),
  merge: (c: CommerceClient, token: string, body: ListsMerge) => c.call(lists.mergeLists, { headers: auth(token), body }),
  setFavourite: (c: CommerceClient, token: string, id: number, on: boolean) =>
    c.call(on ? lists.addFavourite : lists.removeFavourite, { headers: auth(token), params: { id: String(id) } }),
  recordView: (c: CommerceClient, token: string, entry: LastViewedEntry) => c.call(lists.recordView, { headers: auth(token), body: entry }),
};

// The customer's favourites and last viewed in the account (issue 6, docs/decisions/0019):
// GET /v1/customer/lists, the login merge, one favourite on or off, one product view.
import type { LastViewedEntry } from '~/lib/product-lists';
import type { CommerceClient } from './client.server';

export interface AccountLists {
  favourites: number[];
  last_viewed: LastViewedEntry[];
}

export interface ListsMerge {
  favourites: number[];
  removed: number[];
  last_viewed: LastViewedEntry[];
}

const auth = (token: string) => ({ headers: { 'x-customer-token': token } });

export const accountListsApi = {
  get: (c: CommerceClient, token: string) => c.request<AccountLists>('GET', '/v1/customer/lists', auth(token)),
  merge: (c: CommerceClient, token: string, body: ListsMerge) => c.request<AccountLists>('POST', '/v1/customer/lists/merge', { ...auth(token), body }),
  setFavourite: (c: CommerceClient, token: string, id: number, on: boolean) =>
    c.request<AccountLists>(on ? 'PUT' : 'DELETE', `/v1/customer/favourites/${id}`, auth(token)),
  recordView: (c: CommerceClient, token: string, entry: LastViewedEntry) => c.request<AccountLists>('POST', '/v1/customer/last-viewed', { ...auth(token), body: entry }),
};

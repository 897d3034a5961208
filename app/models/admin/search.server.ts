// The search report and synonym editor of the back office (/v1/admin/search, docs/decisions/0050).
import * as ops from '#contract/operations/admin/search';
import { staffCall, type StaffCaller } from './client.server';

export const searchAdminApi = {
  report: (caller: StaffCaller) => staffCall(caller, ops.getSearchReport),
  save: (caller: StaffCaller, body: { phrase: string; kind: 'type' | 'size' | 'attribute'; product_type: string; target: string }) =>
    staffCall(caller, ops.addSearchSynonym, { body }),
  remove: (caller: StaffCaller, id: number) => staffCall(caller, ops.deleteSearchSynonym, { params: { id } }),
};

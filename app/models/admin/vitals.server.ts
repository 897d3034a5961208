// The field-data report of the back office (/v1/admin/vitals, docs/decisions/0068).
import * as ops from '#contract/operations/admin/vitals';
import { staffCall, type StaffCaller } from './client.server';

export const vitalsAdminApi = {
  report: (caller: StaffCaller, days: '7' | '28') => staffCall(caller, ops.getVitalsReport, { query: { dagen: days } }),
};

// The commerce API's one error type. A CommerceProblem is what the caller can fix or wait out: bad
// input, not logged in, not allowed, not found, a conflict with the current state, too many tries, a
// provider that is away. Domain code throws it (or one of its named kinds: CartError, OrderError,
// CustomerError, AdminError, AlertError, RestoreLinkError, WizardError) with the Dutch message the
// shopper or staff member reads; `app.onError` (commerce/app.ts) answers it once, in the contract's error
// shape, with its status, the field it is about and the headers its status needs. Anything else thrown is
// a fault of ours and answers 500.

export type ProblemStatus = 400 | 401 | 403 | 404 | 409 | 410 | 429 | 503;

export class CommerceProblem<S extends ProblemStatus = ProblemStatus> extends Error {
  constructor(
    message: string,
    readonly status: S,
    /** The request field the message is about (`issues[0].path` in the answer). */
    readonly field?: string,
    /** Headers the answer needs: `Retry-After` with a 429, `WWW-Authenticate` with a 401. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

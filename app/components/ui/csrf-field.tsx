// The signed CSRF token as a hidden field, for every post form (checked by lib/csrf.ts, field name
// CSRF_FIELD there; not imported, so the client bundle stays free of the signing code).
import { useRouteLoaderData } from 'react-router';

export function CsrfField() {
  const token = useRouteLoaderData<{ csrfToken?: string }>('root')?.csrfToken;
  return token ? <input type="hidden" name="_csrf" value={token} /> : null;
}

// /beheer/kortingscodes/:code/ — edit one code's rules (switching it off is on the list).
import { Link, useLocation } from 'react-router';
import { adminMeta, PageHeading } from '~/components/admin/bits';
import { DiscountRuleFields, discountDefaults } from '~/components/admin/discount-fields';
import { AdminForm, Submit, useAdminForm, type AdminAnswer } from '~/components/admin/forms';
import { formInstanceKey } from '~/components/ui/form-field';
import { backOfficeContext, type BackOfficeArgs } from '~/lib/admin/back-office.server';
import { notFound, pageError, readFormBody } from '~/lib/admin/form.server';
import { DiscountSchema } from '#contract/forms/admin';
import { discountsApi, type AdminDiscount } from '~/models/admin/office.server';
import { saveDiscount } from './kortingscodes.server';
import type { Route } from './+types/kortingscode';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(`Kortingscode ${(params.code ?? '').toUpperCase()}`);

const codeOf = (office: Pick<BackOfficeArgs, 'params'>) => {
  const code = (office.params.code ?? '').toUpperCase();
  return /^[A-Z0-9-]{3,32}$/.test(code) ? code : notFound('Deze kortingscode bestaat niet.');
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const office: BackOfficeArgs = { request, params, ...context.get(backOfficeContext) };
  const code = codeOf(office);
  const { codes } = await discountsApi.list(office.caller, code).catch(pageError);
  return { code: codes.find((c) => c.code === code) ?? notFound('Deze kortingscode bestaat niet.') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const office: BackOfficeArgs = { request, params, ...context.get(backOfficeContext) };
  const form = await readFormBody(office.request);
  // The code is the page's, whatever the form says; only edits here.
  form.set('code', codeOf(office));
  form.set('intent', 'update');
  return saveDiscount(office, form);
}

function EditForm({ code, answer }: { code: AdminDiscount; answer?: AdminAnswer }) {
  const [form, fields] = useAdminForm('discount', DiscountSchema, answer, discountDefaults(code));
  return (
    <AdminForm form={form} intent="update">
      <input type="hidden" name="code" value={code.code} />
      <DiscountRuleFields fields={fields} />
      <Submit>Opslaan</Submit>
    </AdminForm>
  );
}

export default function DiscountEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { code } = loaderData;
  const answer = actionData;
  const location = useLocation();
  return (
    <>
      <p className="admin-back">
        <Link to="/beheer/kortingscodes/">← Alle kortingscodes</Link>
      </p>
      <PageHeading title={`Kortingscode ${code.code}`} />
      <p className="admin-muted">
        {code.times_used} keer gebruikt · {code.disabled ? 'uitgeschakeld' : 'actief'}
      </p>
      <EditForm key={formInstanceKey(location.key, answer)} code={code} answer={answer} />
    </>
  );
}

// /beheer/producten/:id/ — one product: available or not, and per variant its stock (set or add)
// and its price and old price. The shop shows changes within its caches' lifetime (minutes).
import { Link, useLocation } from 'react-router';
import { adminMeta, PageHeading } from '~/components/admin/bits';
import { ActionButton, AdminForm, BUTTON_FORM, ButtonProblem, Submit, useAdminForm, type AdminAnswer } from '~/components/admin/forms';
import { FormField, FormSelect, formInstanceKey } from '~/components/ui/form-field';
import { backOfficeContext, type BackOfficeArgs } from '~/lib/admin/back-office.server';
import { apiRefusal, badInput, notFound, pageError, parseAdminForm, positiveId, readFormBody } from '~/lib/admin/form.server';
import { redirectWithStaffNotice } from '~/lib/admin/staff-session.server';
import { formatPrice } from '~/lib/money';
import { AvailabilitySchema, eurosText, PriceSchema, StockSchema } from '#contract/forms/admin';
import { catalogueApi, type AdminVariant } from '~/models/admin/care.server';
import type { Route } from './+types/product';

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  adminMeta((data as { product?: { title: string } } | undefined)?.product?.title ?? 'Product');

const productId = (args: Pick<BackOfficeArgs, 'params'>) => positiveId(args.params.id) ?? notFound('Dit product bestaat niet.');

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const office: BackOfficeArgs = { request, params, ...context.get(backOfficeContext) };
  return catalogueApi.product(office.caller, productId(office)).catch(pageError);
}

async function changeVariant(office: BackOfficeArgs, form: FormData, back: string) {
  const intent = form.get('intent');
  const formId = `${intent}-${String(form.get('variant_id') ?? '')}`;
  if (intent === 'stock') {
    const submission = parseAdminForm(form, StockSchema);
    if (submission.status !== 'success') return badInput(submission, formId);
    const { variant_id, mode, quantity } = submission.value;
    try {
      const { variant } = await catalogueApi.stock(office.caller, variant_id, mode === 'set' ? { set: quantity } : { add: quantity });
      return redirectWithStaffNotice(office.request, office.shop, back, `Voorraad van ${variant.sku} is nu ${variant.stock}.`);
    } catch (error) {
      return apiRefusal(error, submission, formId);
    }
  }
  const submission = parseAdminForm(form, PriceSchema);
  if (submission.status !== 'success') return badInput(submission, formId);
  const { variant_id, price, price_old } = submission.value;
  try {
    const { variant } = await catalogueApi.price(office.caller, variant_id, { price, price_old: price_old ?? null });
    return redirectWithStaffNotice(
      office.request,
      office.shop,
      back,
      `Prijs van ${variant.sku} is nu ${formatPrice(variant.price)}${
        variant.price_old ? `, van ${formatPrice(variant.price_old)} (laagste prijs van de 30 dagen voor de korting)` : ''
      }. De winkel toont het binnen enkele minuten.`,
    );
  } catch (error) {
    return apiRefusal(error, submission, formId);
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const office: BackOfficeArgs = { request, params, ...context.get(backOfficeContext) };
  const id = productId(office);
  const back = `/beheer/producten/${id}/`;
  const form = await readFormBody(office.request);
  if (form.get('intent') !== 'availability') return changeVariant(office, form, back);
  const submission = parseAdminForm(form, AvailabilitySchema);
  if (submission.status !== 'success') return badInput(submission, BUTTON_FORM);
  try {
    const { product } = await catalogueApi.availability(office.caller, id, submission.value.available === 'ja');
    return redirectWithStaffNotice(
      office.request,
      office.shop,
      back,
      product.available ? 'Het product is weer leverbaar.' : 'Het product staat op niet leverbaar.',
    );
  } catch (error) {
    return apiRefusal(error, submission, BUTTON_FORM);
  }
}

const MODES = [
  { value: 'add', label: 'Bijtellen (of aftrekken met -)' },
  { value: 'set', label: 'Zetten op' },
];

function StockForm({ variant, answer }: { variant: AdminVariant; answer?: AdminAnswer }) {
  const [form, fields] = useAdminForm(`stock-${variant.id}`, StockSchema, answer, { mode: 'add' });
  return (
    <AdminForm form={form} intent="stock" className="admin-compact">
      <input type="hidden" name="variant_id" value={variant.id} />
      <FormSelect meta={fields.mode} label="Voorraad" options={MODES} />
      <FormField meta={fields.quantity} label="Aantal" inputMode="numeric" maxLength={8} required />
      <Submit variant="secondary">Voorraad opslaan</Submit>
    </AdminForm>
  );
}

function PriceForm({ variant, answer }: { variant: AdminVariant; answer?: AdminAnswer }) {
  const [form, fields] = useAdminForm(`price-${variant.id}`, PriceSchema, answer, {
    price: eurosText(variant.price),
    price_old: eurosText(variant.compare_at),
  });
  return (
    <AdminForm form={form} intent="price" className="admin-compact">
      <input type="hidden" name="variant_id" value={variant.id} />
      <FormField meta={fields.price} label="Prijs (€)" inputMode="decimal" maxLength={12} required />
      <FormField meta={fields.price_old} label="Oude prijs (€, leeg: geen)" inputMode="decimal" maxLength={12} />
      <Submit variant="secondary">Prijs opslaan</Submit>
    </AdminForm>
  );
}

export default function ProductCare({ loaderData, actionData }: Route.ComponentProps) {
  const { product, variants } = loaderData;
  const answer = actionData;
  const location = useLocation();
  return (
    <>
      <p className="admin-back">
        <Link to="/beheer/voorraad/">← Voorraad en prijzen</Link>
      </p>
      <PageHeading title={product.title}>
        <ActionButton
          intent="availability"
          fields={{ available: product.available ? 'nee' : 'ja' }}
          variant={product.available ? 'secondary' : 'primary'}
        >
          {product.available ? 'Zet op niet leverbaar' : 'Zet op leverbaar'}
        </ActionButton>
      </PageHeading>
      <p className="admin-muted">
        Productnummer {product.id} · artikelnummer {product.sku} · {product.available ? 'leverbaar' : 'niet leverbaar'} · vanaf{' '}
        {formatPrice(product.price)}
      </p>
      <ButtonProblem answer={answer} />
      <ul className="admin-cards" key={formInstanceKey(location.key, answer)}>
        {variants.map((variant) => (
          <li key={variant.id} className="admin-card-item admin-variant">
            <h2>
              {variant.sku}
              {variant.options.length ? <span className="admin-muted"> — {variant.options.join(', ')}</span> : null}
            </h2>
            <p>
              Op voorraad: <strong>{variant.stock}</strong> · prijs {formatPrice(variant.price)}
              {variant.price_old ? <> (was {formatPrice(variant.price_old)})</> : null}
            </p>
            {variant.compare_at && !variant.price_old ? (
              <p className="admin-muted">
                Korting zonder van-prijs: de laagste prijs van de 30 dagen voor de korting is niet hoger dan de prijs, of niet bekend.
              </p>
            ) : null}
            <div className="admin-row-actions">
              <StockForm variant={variant} answer={answer} />
              <PriceForm variant={variant} answer={answer} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

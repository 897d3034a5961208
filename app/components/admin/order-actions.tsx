// The order page's actions as plain forms: shipped, delivered, cancel and refund. Which ones show
// follows the order's state (the API's state machine decides again).
import { FormField, FormSelect } from '../ui/form-field';
import { AdminForm, Choices, Submit, TextArea, useAdminForm, type AdminAnswer } from './forms';
import { CancelSchema, DeliverSchema, eurosText, refundSchema, ShipSchema } from '#contract/forms/admin';
import type { AdminOrderPage } from '~/models/admin/orders.server';

const CARRIER_OPTIONS = [
  { value: 'PostNL', label: 'PostNL' },
  { value: 'DHL', label: 'DHL' },
];

function ShipForm({ page, answer }: { page: AdminOrderPage; answer?: AdminAnswer }) {
  const [form, fields] = useAdminForm('ship', ShipSchema, answer, {
    carrier: page.order.tracking?.carrier ?? 'PostNL',
    tracking_code: page.order.tracking?.code ?? '',
  });
  return (
    <AdminForm form={form} intent="ship">
      <h3>{page.order.status === 'shipped' ? 'Verzending aanpassen' : 'Verzenden'}</h3>
      <FormSelect meta={fields.carrier} label="Vervoerder" options={CARRIER_OPTIONS} />
      <FormField meta={fields.tracking_code} label="Track & trace-code" autoComplete="off" maxLength={40} required />
      <Submit>Markeer als verzonden</Submit>
    </AdminForm>
  );
}

function DeliverForm({ answer }: { answer?: AdminAnswer }) {
  const [form] = useAdminForm('deliver', DeliverSchema, answer);
  return (
    <AdminForm form={form} intent="deliver">
      <h3>Bezorgd</h3>
      <p className="admin-muted">Zet de bestelling op bezorgd als de vervoerder dat meldt.</p>
      <Submit variant="secondary">Markeer als bezorgd</Submit>
    </AdminForm>
  );
}

function CancelForm({ answer }: { answer?: AdminAnswer }) {
  const [form, fields] = useAdminForm('cancel', CancelSchema, answer);
  return (
    <AdminForm form={form} intent="cancel">
      <h3>Annuleren</h3>
      <TextArea meta={fields.reason} label="Reden (voor het auditlog)" maxLength={500} />
      <Submit variant="danger">Annuleren…</Submit>
    </AdminForm>
  );
}

const SCOPES = [
  { value: 'all', label: 'Alles wat nog openstaat' },
  { value: 'amount', label: 'Een bedrag' },
  { value: 'lines', label: 'Per regel' },
];

function RefundForm({ page, answer, requestId }: { page: AdminOrderPage; answer?: AdminAnswer; requestId: string }) {
  const schema = refundSchema(page.lines.map((l) => l.id));
  const [form, fields] = useAdminForm('refund', schema, answer, { scope: 'all', request_id: requestId });
  const record = fields as unknown as Record<string, Parameters<typeof FormField>[0]['meta']>;
  return (
    <AdminForm form={form} intent="refund" className="admin-refund">
      <h3>Terugbetalen</h3>
      <p className="admin-muted">Nog terug te betalen: € {eurosText(page.order.refundable)}</p>
      <input type="hidden" name="request_id" value={requestId} />
      <Choices meta={fields.scope} legend="Wat betaal je terug?" options={SCOPES} />
      <FormField meta={fields.amount} label="Bedrag in euro (bij ‘Een bedrag’)" inputMode="decimal" placeholder="12,50" maxLength={12} />
      <fieldset className="admin-refund-lines">
        <legend>Aantal per regel (bij ‘Per regel’)</legend>
        {page.lines.map((line) => (
          <FormField
            key={line.id}
            meta={record[`line_${line.id}`]}
            label={`${line.title} (${line.quantity}× € ${eurosText(line.unit_price)})`}
            type="text"
            inputMode="numeric"
            maxLength={4}
            placeholder="0"
          />
        ))}
      </fieldset>
      <TextArea
        meta={fields.reason}
        label="Reden"
        maxLength={500}
        hint="De klant ziet dat er is terugbetaald; de reden staat in het auditlog."
      />
      <Submit variant="danger">Terugbetalen…</Submit>
    </AdminForm>
  );
}

export function OrderActions({ page, answer, requestId }: { page: AdminOrderPage; answer?: AdminAnswer; requestId: string }) {
  const status = page.order.status;
  const canShip = status === 'paid' || status === 'shipped';
  const canCancel = status === 'pending' || status === 'paid';
  const canRefund = ['paid', 'shipped', 'delivered'].includes(status) && page.order.refundable > 0;
  if (!canShip && !canCancel && !canRefund) return <p className="admin-muted">Voor deze bestelling zijn geen acties meer mogelijk.</p>;
  return (
    <div className="admin-actions">
      {canShip ? <ShipForm page={page} answer={answer} /> : null}
      {status === 'shipped' ? <DeliverForm answer={answer} /> : null}
      {canRefund ? <RefundForm page={page} answer={answer} requestId={requestId} /> : null}
      {canCancel ? <CancelForm answer={answer} /> : null}
    </div>
  );
}

// Back-office form pieces on top of the shop's Conform fields (ui/form-field.tsx): a form with its
// CSRF token and danger alert, a text area and radio choices with their errors, a submit button,
// and the confirmation step for actions that cannot be undone (a plain form: works without JS).
import { useForm, type SubmissionResult } from '@conform-to/react';
import { perFieldChecks } from '~/lib/form-timing';
import { parseWithZod } from '@conform-to/zod';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { z } from 'zod';
import { FormAlert, firstError, formProps, type AnyField } from '../ui/form-field';
import { ConformTextarea } from '../ui/conform-field';
import { CsrfField } from '../ui/csrf-field';

/** What an action answers a back-office form with. */
export interface AdminAnswer {
  result?: SubmissionResult<string[]>;
  form?: string;
  confirm?: { form: string; title: string; text: string; confirmLabel: string; fields: Record<string, string> };
}

/** A Conform form bound to `schema`; the last answer counts only when it is for this form's id. */
export function useAdminForm<S extends z.ZodTypeAny>(
  id: string,
  schema: S,
  answer: AdminAnswer | undefined,
  defaultValue?: Record<string, string | null | undefined>,
) {
  return useForm<Record<string, string | null | undefined>>({
    ...perFieldChecks,
    id,
    lastResult: answer?.form === id ? answer.result : undefined,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

type FormMeta = Parameters<typeof formProps>[0];

export function AdminForm({
  form,
  children,
  action,
  className,
  intent,
  reloadDocument,
}: {
  form: FormMeta;
  children: ReactNode;
  action?: string;
  className?: string;
  intent?: string;
  reloadDocument?: boolean;
}) {
  return (
    <Form
      method="post"
      action={action}
      className={className ? `admin-form ${className}` : 'admin-form'}
      reloadDocument={reloadDocument}
      {...formProps(form)}
    >
      <CsrfField />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <FormAlert form={form} />
      {children}
    </Form>
  );
}

type Meta = AnyField;

export function TextArea({
  meta,
  label,
  rows = 3,
  hint,
  maxLength,
}: {
  meta: Meta;
  label: string;
  rows?: number;
  hint?: string;
  maxLength?: number;
}) {
  return <ConformTextarea meta={meta} label={label} hint={hint} rows={rows} maxLength={maxLength} />;
}

export function Choices({ meta, legend, options }: { meta: Meta; legend: string; options: readonly { value: string; label: string }[] }) {
  const message = firstError(meta);
  const chosen = typeof meta.initialValue === 'string' ? meta.initialValue : undefined;
  return (
    <fieldset className="admin-choices" aria-describedby={message ? meta.errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value}>
          <input type="radio" name={meta.name} value={o.value} defaultChecked={chosen === o.value} /> {o.label}
        </label>
      ))}
      {message ? (
        <p id={meta.errorId} className="field-error" role="alert">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

export function Submit({
  children,
  variant = 'primary',
  name,
  value,
}: {
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'danger';
  name?: string;
  value?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && (!name || navigation.formData?.get(name) === value);
  return (
    <button
      type="submit"
      className={`button button-${variant}`}
      name={name}
      value={value}
      disabled={busy}
      aria-disabled={busy || undefined}
    >
      {busy ? 'Bezig…' : children}
    </button>
  );
}

/** A one-button form (approve, receive, disable…) with its intent and id. */
export function ActionButton({
  intent,
  fields,
  children,
  variant = 'secondary',
  action,
}: {
  intent: string;
  fields?: Record<string, string | number>;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'danger';
  action?: string;
}) {
  return (
    <Form method="post" action={action} className="admin-inline-form">
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={`button button-${variant} button-small`}>
        {children}
      </button>
    </Form>
  );
}

/** "Weet je het zeker?": the same fields again with confirmed=ja, or back to the page. */
export function ConfirmStep({ confirm, backTo }: { confirm: NonNullable<AdminAnswer['confirm']>; backTo: string }) {
  return (
    <section className="admin-confirm" aria-labelledby="confirm-title">
      <h2 id="confirm-title">{confirm.title}</h2>
      <p>{confirm.text}</p>
      <p className="admin-confirm-warning">Dit kan niet ongedaan worden gemaakt.</p>
      <Form method="post" className="admin-confirm-actions">
        <CsrfField />
        {Object.entries(confirm.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="confirmed" value="ja" />
        <Submit variant="danger">{confirm.confirmLabel}</Submit>
        <Link to={backTo} className="button button-secondary">
          Nee, terug
        </Link>
      </Form>
    </section>
  );
}

/** The form id of answers to one-button forms (ActionButton): shown by `ButtonProblem`. */
export const BUTTON_FORM = 'knop';

/** The API's refusal of a one-button form (approve, receive, disable…), above the page's content. */
export function ButtonProblem({ answer }: { answer?: AdminAnswer }) {
  if (answer?.form !== BUTTON_FORM) return null;
  const message = answer.result?.error?.['']?.[0];
  return message ? (
    <p className="alert alert-danger" role="alert">
      {message}
    </p>
  ) : null;
}

// /nieuwsbrief/ — sign up for the newsletter (docs/requirements/content-and-newsletter.md#screens-and-routes, #states, #errors). The footer, home page and popup
// forms post here too; without JS their errors are shown on this page.
import { keptInComponent, postedByFetcher } from '~/lib/fetcher-failures';
import { Form, useNavigation } from 'react-router';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { ConformField } from '~/components/ui/conform-field';
import { HoneypotField } from '~/components/ui/honeypot-field';
import { NewsletterSchema } from '#contract/forms/customer';
import { subscribeAction, type NewsletterResult } from '~/lib/newsletter.server';
import { CsrfField } from '~/components/ui/csrf-field';
import type { Route } from './+types/nieuwsbrief';
import { shopContext } from '~/lib/context';
import { getFormProps } from '@conform-to/react';
import { perFieldChecks } from '~/lib/form-timing';

export const meta: Route.MetaFunction = () => [
  { title: 'Nieuwsbrief | Slaapzaak' },
  {
    name: 'description',
    content: 'Schrijf je in voor de nieuwsbrief van Slaapzaak: als eerste onze acties, slaaptips en nieuwe collecties.',
  },
  { tagName: 'link', rel: 'canonical', href: '/nieuwsbrief/' },
];

export function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  return subscribeAction(request, shop);
}

/** The pop-up's and footer's sign-up (a fetcher): a failure shows their danger alert (docs/requirements/content-and-newsletter.md#errors). */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  if (!(await postedByFetcher(request))) return serverAction();
  return keptInComponent('Inschrijven op de nieuwsbrief', () => serverAction(), SUBSCRIBE_FAILED);
}

const SUBSCRIBE_FAILED: NewsletterResult = {
  ok: false,
  message: 'Er is iets fout gegaan, probeer het later nog eens.',
  errors: {},
  values: {},
};

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const result = actionData;
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    ...perFieldChecks,
    id: 'newsletter-page',
    lastResult: result?.result,
    constraint: getZodConstraint(NewsletterSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewsletterSchema }),
  });
  return (
    <main id="main" className="container text-page narrow-page">
      <Breadcrumbs
        items={[
          { title: 'Home', url: '/' },
          { title: 'Nieuwsbrief', url: '' },
        ]}
      />
      <h1>Nieuwsbrief</h1>
      <p className="lead">
        Ontvang als eerste onze acties, slaaptips en nieuwe collecties in je mailbox. Je kunt je op elk moment weer afmelden.
      </p>
      {result?.ok ? (
        <p className="alert alert-success" role="status">
          {result.message}
        </p>
      ) : (
        <Form method="post" className="newsletter-form newsletter-page-form" {...getFormProps(form)}>
          <CsrfField />
          <HoneypotField />
          {result?.message ? (
            <p className="alert alert-danger" role="alert">
              {result.message}
            </p>
          ) : null}
          <ConformField meta={fields.email} label="E-mailadres" type="email" autoComplete="email" maxLength={255} />
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Bezig…' : 'Inschrijven'}
          </button>
          <p className="small-print">
            Na je aanmelding sturen we je een e-mail met een bevestigingslink. Pas als je daarop klikt, ontvang je de nieuwsbrief. Lees hoe
            we met je gegevens omgaan in onze <a href="/service/privacy/">privacyverklaring</a>.
          </p>
        </Form>
      )}
    </main>
  );
}

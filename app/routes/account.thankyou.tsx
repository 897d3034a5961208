// /account/thankyou/ — after registering: check your mail to activate the account.
import { shopArgs } from '~/lib/context';
import { data, type LoaderFunctionArgs } from 'react-router';
import type { MetaFunction } from 'react-router';
import { Link, useLoaderData } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { takeNotice } from '~/lib/account.server';

export const meta: MetaFunction = () => accountMeta('Bedankt voor je registratie');

const DEFAULT = 'Bijna klaar! We hebben je een e-mail gestuurd. Klik op de link in die e-mail om je account te activeren.';

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = shopArgs(args);
  const { notice, headers } = await takeNotice(request, context);
  return data({ message: notice ?? DEFAULT }, { headers });
}

export default function ThankYouPage() {
  const { message } = useLoaderData<typeof loader>();
  return (
    <AccountPage title="Bedankt voor je registratie" className="account-narrow">
      <p className="alert alert-success" role="status">
        {message}
      </p>
      <p>
        Geen e-mail ontvangen? Kijk ook in je map met ongewenste e-mail. Heb je al een account? Dan kun je gewoon inloggen of een nieuw
        wachtwoord aanvragen.
      </p>
      <p className="form-links">
        <Link to="/account/login/">Inloggen</Link> · <Link to="/account/forgot-password/">Wachtwoord vergeten?</Link> ·{' '}
        <Link to="/">Verder winkelen</Link>
      </p>
    </AccountPage>
  );
}

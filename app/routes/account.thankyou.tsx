// /account/thankyou/ — after registering: check your mail to activate the account.
import { data } from 'react-router';
import { Link } from 'react-router';
import { AccountPage, accountMeta } from '~/components/account/account-page';
import { takeNotice } from '~/lib/account.server';
import type { Route } from './+types/account.thankyou';
import { shopContext } from '~/lib/context';

export const meta: Route.MetaFunction = () => accountMeta('Bedankt voor je registratie');

const DEFAULT = 'Bijna klaar! We hebben je een e-mail gestuurd. Klik op de link in die e-mail om je account te activeren.';

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { notice, headers } = await takeNotice(request, shop);
  return data({ message: notice ?? DEFAULT }, { headers });
}

export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData;
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

// A new password and its repetition, the same two fields where a shopper changes the password
// (/account/information/) and where the mailed link sets a new one (/account/reset-password/).
import { FormField, type AnyField } from '~/components/ui/form-field';
import { PASSWORD_HINT } from './form-bits';

export function NewPasswordFields({ password, confirmation }: { password: AnyField; confirmation: AnyField }) {
  return (
    <>
      <FormField
        meta={password}
        label="Nieuw wachtwoord"
        type="password"
        autoComplete="new-password"
        required
        maxLength={255}
        hint={PASSWORD_HINT}
      />
      <FormField
        meta={confirmation}
        label="Herhaal nieuw wachtwoord"
        type="password"
        autoComplete="new-password"
        required
        maxLength={255}
      />
    </>
  );
}

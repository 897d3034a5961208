import { Form, useNavigation } from 'react-router';
import type { CartActionError } from '~/routes/cart.server';
import { CsrfField } from '~/components/ui/csrf-field';

/** The discount code form; a refused code keeps what the shopper typed and says why. */
export function DiscountForm({ appliedCode, error }: { appliedCode: string | null; error?: CartActionError }) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get('intent') === 'apply-discount';
  if (appliedCode) {
    return (
      <Form method="post" action="/cart/" className="discount-applied">
        <CsrfField />
        <p>
          Kortingscode <strong>{appliedCode}</strong> is toegepast.
        </p>
        <input type="hidden" name="intent" value="remove-discount" />
        <button type="submit" className="link-button">
          Verwijderen
        </button>
      </Form>
    );
  }
  return (
    <Form method="post" action="/cart/" className="discount-form" noValidate>
      <CsrfField />
      <input type="hidden" name="intent" value="apply-discount" />
      <label htmlFor="discount_code">Kortingscode</label>
      <div className="discount-row">
        <input
          id="discount_code"
          name="discount_code"
          type="text"
          autoComplete="off"
          maxLength={50}
          defaultValue={error?.values.discount_code ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'discount_code-error' : undefined}
        />
        <button type="submit" className="button button-secondary" disabled={busy}>
          Toepassen
        </button>
      </div>
      {error ? (
        <p id="discount_code-error" className="field-error" role="alert">
          {error.error}
        </p>
      ) : null}
    </Form>
  );
}

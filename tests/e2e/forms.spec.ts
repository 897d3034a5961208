// Public forms on Conform and the honeypot (docs/decisions/0037): a bot that fills the hidden trap gets a 400
// with a neutral Dutch message; the checkout address form checks a field when it loses focus.
import { addFirstProductToCart, expect, hasJs, test } from './fixtures';

test('a bot that fills the honeypot of the newsletter form gets a 400 and is not signed up', async ({ page }) => {
  await page.goto('/nieuwsbrief/');
  const form = page.locator('form.newsletter-page-form');
  // People never see the trap, and screen readers do not read it out.
  const trap = form.locator('input[name="name__confirm"]');
  await expect(trap).toBeHidden();
  await expect(form.locator('.__honeypot_inputs')).toHaveAttribute('aria-hidden', 'true');
  await form.getByLabel('E-mailadres').fill(`bot-${Date.now()}@example.nl`);
  // What a bot does: it fills every field it finds.
  await trap.evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
  const answer = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname.startsWith('/nieuwsbrief'));
  await form.getByRole('button', { name: 'Inschrijven' }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole('alert')).toHaveText('Je formulier kon niet worden verwerkt. Probeer het later nog eens.');
  await expect(page).not.toHaveURL(/newsletter=succes/);
});

test('the checkout address form says a postcode is wrong as soon as the field is left', async ({ page }, testInfo) => {
  test.skip(!hasJs(testInfo), 'checking per field needs JavaScript; without it the form is checked on submit');
  test.setTimeout(60_000);
  await addFirstProductToCart(page);
  await page.goto('/checkout/address-details/');
  const postcode = page.getByLabel('Postcode').first();
  await postcode.fill('12');
  await postcode.blur();
  await expect(page.getByText('Postcode onjuist').first()).toBeVisible();
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  // Typing a good one takes the message away again.
  await postcode.fill('1234 AB');
  await expect(postcode).not.toHaveAttribute('aria-invalid', 'true');
});

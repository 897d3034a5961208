// Races between what a shopper does and what the page is still doing, found by the suite under load (issue 38) and
// reproduced here without load: an answer held back with page.route, or key presses faster than a frame. Only with
// JavaScript: without it each of these is one plain form post, and the server does the lookup itself (accounts.spec.ts,
// "addresses and the newsletter", checks that in both projects).
import type { Page } from '@playwright/test';
import { expect, hydrated, logInCustomer, test, type OwnCustomer } from './fixtures';

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the lookup and the per-field checks run in the browser');

async function openShippingAddress(page: Page, customer: OwnCustomer) {
  await logInCustomer(page, customer, true);
  await page.goto('/account/shipping-address/');
  await hydrated(page);
}

test.describe('the account address form', () => {
  test('a click on Opslaan right after emptying a field saves: the message of the field just left does not take the click', async ({
    page,
    ownCustomer,
  }) => {
    await openShippingAddress(page, ownCustomer);
    await page.getByLabel('Postcode').fill('2611 GR');
    await page.getByLabel('Huisnummer').fill('7');
    await page.getByLabel('Toevoeging').fill('');
    await expect(page.getByLabel('Straat')).toHaveValue('Markt');
    await expect(page.getByLabel('Plaats')).toHaveValue('Delft');
    // Empty the city and go straight to the button. Leaving the field shows "Vul een plaats in" under it, which
    // pushed the button down between the mouse's press and release: the click went to the form and nothing was sent.
    await page.getByLabel('Plaats').fill('');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('De wijzigingen zijn opgeslagen.')).toBeVisible();
    // The submit looked the address up again (street without city), as the server would have.
    await expect(page.getByLabel('Plaats')).toHaveValue('Delft');
  });

  test('a lookup answer for the house number the form had before does not overwrite the answer for the one typed', async ({
    page,
    ownCustomer,
  }) => {
    await openShippingAddress(page, ownCustomer);
    // The customer's saved house number is 1: leaving the postcode asks the lookup for 2611 GR 1. Its answer is held
    // back until the lookup for the house number typed next (7) has filled the fields.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/postcode/' && url.searchParams.get('house_number') === '1',
      async (route) => {
        await held;
        await route.fulfill({ json: { street: 'Oude Delft', city: 'Delft' } });
      },
    );
    await expect(page.getByLabel('Huisnummer')).toHaveValue('1');
    await page.getByLabel('Postcode').fill('2611 GR');
    await page.getByLabel('Huisnummer').fill('7');
    await page.getByLabel('Toevoeging').fill('');
    await expect(page.getByLabel('Straat')).toHaveValue('Markt');
    release();
    // The page has the old answer: its resource entry is written when the body is in, and a task later the
    // lookup's code has run. (The server looks the street up again on save, so only the field shows the mistake.)
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('house_number=1')));
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(await page.getByLabel('Straat').inputValue()).toBe('Markt');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('De wijzigingen zijn opgeslagen.')).toBeVisible();
    await expect(page.getByLabel('Straat')).toHaveValue('Markt');
  });
});

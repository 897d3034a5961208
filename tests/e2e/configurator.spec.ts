// The box-spring configurator (docs/decisions/0018): every step a GET form, the configuration in the URL, the
// summary with 'Pas aan', and ONE cart line at the server's price — with and without JavaScript.
import type { Page } from '@playwright/test';
import { expect, hasJs, hydrated, test } from './fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

const stepHeading = (page: Page, text: string) => page.getByRole('heading', { level: 2, name: text });

async function choose(page: Page, name: string | RegExp) {
  await page.getByRole('radio', { name }).check();
}

async function next(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Volgende stap' }).click();
  await expect(stepHeading(page, heading)).toBeVisible();
}

test('configures a boxspring step by step and adds one line at the configured price', async ({ page }, testInfo) => {
  // Nine steps, a reload and the cart: a long walk on a shared machine.
  test.setTimeout(90_000);
  await page.goto('/configurator/');
  await expect(page).toHaveURL(/\/configurator\/boxsprings\/boxspringset-hotel\/step-1\/$/);
  if (hasJs(testInfo)) await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Boxspringset Hotel samenstellen' })).toBeVisible();
  await expect(stepHeading(page, 'Stap 1: Maat')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welke breedte past bij jullie?' })).toBeVisible();
  await expect(page.getByText('Totaal € 1.299,00')).toBeVisible();
  // Later steps cannot be reached yet: the step bar shows them without a link.
  await expect(page.getByRole('navigation', { name: 'Stappen' }).getByRole('link')).toHaveCount(0);

  // Next without a choice.
  await page.getByRole('button', { name: 'Volgende stap' }).click();
  await expect(page.getByRole('alert')).toContainText('Selecteer optie');
  await expect(page.getByRole('alert')).toContainText('Kies eerst Maat');

  await choose(page, /160 x 200 cm/);
  if (hasJs(testInfo)) await expect(page.getByText('Totaal € 1.499,00')).toBeVisible();
  await next(page, 'Stap 2: Type');
  await expect(page).toHaveURL(/step-2\/\?size=160x200$/);
  await expect(page.getByText('Totaal € 1.499,00')).toBeVisible();
  await choose(page, /Elektrisch/);
  await next(page, 'Stap 3: Hoofdbord');
  await choose(page, /Gecapitonneerd/);
  await next(page, 'Stap 4: Stof en kleur');
  // Both parts of the step are needed.
  await choose(page, /Velvet/);
  await page.getByRole('button', { name: 'Volgende stap' }).click();
  await expect(page.getByRole('alert')).toContainText('Kies eerst Stof en kleur');
  await choose(page, /Navy/);
  if (hasJs(testInfo)) await expect(page.locator('.configurator-scene img')).toHaveAttribute('src', /colour=navy/);
  await next(page, 'Stap 5: Matras');
  await expect(page.locator('.configurator-scene img')).toHaveAttribute('src', /size=160x200&headboard=gecapitonneerd&colour=navy/);
  await choose(page, /Pocketvering met latex/);
  await next(page, 'Stap 6: Hardheid');
  await expect(page.getByRole('heading', { name: 'Hardheidsadvies' })).toBeVisible();
  await choose(page, /Medium/);
  await next(page, 'Stap 7: Topper');
  await choose(page, /Latex/);
  await next(page, 'Stap 8: Poten');
  await choose(page, /Chroom/);
  await next(page, 'Stap 9: Overzicht');

  // The configuration survives a reload and is in the URL.
  await page.reload();
  await expect(stepHeading(page, 'Stap 9: Overzicht')).toBeVisible();
  await expect(page).toHaveURL(
    /size=160x200&type=elektrisch&headboard=gecapitonneerd&fabric=velvet&colour=navy&mattress=pocket-latex&firmness=medium&topper=latex&legs=chroom/,
  );
  await expect(page.getByText('Totaal € 3.107,00')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pas aan' }).or(page.getByRole('link', { name: /^Pas .* aan$/ }))).toHaveCount(9);

  // 'Pas aan' goes back to the step with the choice kept; changing it updates the price.
  if (hasJs(testInfo)) await hydrated(page);
  await page.getByRole('link', { name: 'Pas poten aan' }).click();
  await expect(stepHeading(page, 'Stap 8: Poten')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Chroom/ })).toBeChecked();
  await choose(page, /Eiken/);
  await next(page, 'Stap 9: Overzicht');
  await expect(page.getByText('Totaal € 3.097,00')).toBeVisible();

  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page.getByRole('heading', { name: 'Toegevoegd' })).toBeVisible();
  await expect(page.getByText('Je kunt je boxspring meteen bestellen')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verder winkelen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Door naar bestellen' })).toHaveAttribute('href', '/checkout/');

  await page.goto('/cart/');
  // ONE line for the whole configured boxspring.
  await expect(page.getByRole('link', { name: 'Boxspringset Hotel' })).toHaveCount(1);
  await expect(page.getByRole('spinbutton', { name: /^Aantal van / })).toHaveCount(1);
  await expect(page.locator('main').getByText('€ 3.097,00').first()).toBeVisible();
});

test('a step beyond the last wraps to step 1, a later step needs the earlier ones', async ({ page }) => {
  await page.goto('/configurator/boxsprings/boxspringset-hotel/step-99/?size=140x200');
  await expect(page).toHaveURL(/step-1\/\?size=140x200$/);
  await expect(page.getByRole('radio', { name: /140 x 200 cm/ })).toBeChecked();
  await page.goto('/configurator/boxsprings/boxspringset-hotel/step-5/?size=140x200');
  await expect(stepHeading(page, 'Stap 2: Type')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Kies eerst Type');
  // Chosen and earlier steps are links in the step bar.
  await expect(page.getByRole('navigation', { name: 'Stappen' }).getByRole('link', { name: '1. Maat' })).toBeVisible();
});

test('a configurator without options for a step drops that step', async ({ page }) => {
  await page.goto('/configurator/boxsprings/boxspringset-nordic/step-1/');
  const bar = page.getByRole('navigation', { name: 'Stappen' });
  await expect(bar.getByText('Poten')).toBeVisible();
  await expect(bar.getByText('Topper')).toHaveCount(0);
  await expect(page.getByText('Totaal € 999,00')).toBeVisible();
});

test('analytics get view_item and add_to_cart with the configured price', async ({ page }, testInfo) => {
  test.skip(!hasJs(testInfo), 'analytics run in the browser');
  const full =
    'size=140x200&type=vlak&headboard=hotel-recht&fabric=structuurstof&colour=grijs&mattress=pocketvering&firmness=zacht&topper=koudschuim&legs=zwart-rond';
  await page.goto(`/configurator/boxsprings/boxspringset-hotel/step-9/?${full}`);
  await hydrated(page);
  const events = () =>
    page.evaluate(() =>
      (window.dataLayer ?? []).filter((e: any) => e && e.event).map((e: any) => ({ event: e.event, value: e.ecommerce?.value })),
    );
  await expect.poll(events).toContainEqual({ event: 'view_item', value: 1299 });
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page.getByRole('heading', { name: 'Toegevoegd' })).toBeVisible();
  await expect.poll(events).toContainEqual({ event: 'add_to_cart', value: 1299 });
});

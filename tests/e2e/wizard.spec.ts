// Guided selling (docs/decisions/0018): the wizard page without JavaScript (one GET form per step), the quick
// wizard on product overviews and the 'Start de keuzehulp' overlay — as a shopper sees them.
import type { Page } from '@playwright/test';
import { expect, hasJs, hydrated, test } from './fixtures';

async function total(page: Page): Promise<number> {
  const text = await page.locator('.listing-count').textContent();
  return Number(text?.match(/\d+/)?.[0]);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

test('the wizard page walks the questions and ends on the filtered product list', async ({ page }, testInfo) => {
  await page.goto('/keuzehulp/dekbed/');
  if (hasJs(testInfo)) await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Keuzehulp dekbedden' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hoe warm slaap je?' })).toBeVisible();
  await expect(page.getByText('Stap 1 van 4')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Toon \d+ resultaten$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vorige Stap' })).toHaveCount(0);

  // A required question cannot be passed without a choice.
  await page.getByRole('button', { name: 'Volgende Stap' }).click();
  await expect(page.getByRole('alert')).toHaveText('Maak eerst een keuze');
  await page.getByRole('radio', { name: /Ik heb het snel koud/ }).check();
  await page.getByRole('button', { name: 'Volgende Stap' }).click();

  await expect(page.getByRole('heading', { name: 'Heb je last van een allergie?' })).toBeVisible();
  await expect(page).toHaveURL(/qs101=1013/);
  await expect(page.getByRole('link', { name: 'Vorige Stap' })).toBeVisible();
  // Skippable and nothing chosen: 'Overslaan' sends 0.
  await page.getByRole('button', { name: 'Overslaan' }).click();

  await expect(page.getByRole('heading', { name: 'Welke maat dekbed zoek je?' })).toBeVisible();
  await expect(page).toHaveURL(/qs102=0/);
  await page.getByRole('radio', { name: /200 x 200 cm/ }).check();
  await page.getByRole('button', { name: 'Volgende Stap' }).click();

  await expect(page.getByRole('heading', { name: 'Wat wil je ongeveer uitgeven?' })).toBeVisible();
  // The last step shows results instead of a count link.
  await expect(page.getByRole('link', { name: /^Toon \d+ resulta/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Toon resultaten' }).click();

  await expect(page).toHaveURL(/\/dekbed\/\?tn_fk_maat=200x200&tn_fk_warmteklasse=winter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dekbedden' })).toBeVisible();
  const shown = await total(page);
  // The wizard's count for the same answers is the listing's total.
  await page.goto('/keuzehulp/dekbed/?qs101=1013&qs102=0&qs104=1043&qs105=0');
  await expect(page.getByRole('link', { name: shown === 1 ? 'Toon 1 resultaat' : `Toon ${shown} resultaten` })).toBeVisible();
});

test('Vorige Stap goes back with the earlier answer still chosen', async ({ page }, testInfo) => {
  await page.goto('/keuzehulp/hoofdkussen/?qs201=2012');
  if (hasJs(testInfo)) await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Heb je last van een allergie?' })).toBeVisible();
  await page.getByRole('link', { name: 'Vorige Stap' }).click();
  await expect(page.getByRole('heading', { name: 'In welke houding slaap je meestal?' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Op mijn zij/ })).toBeChecked();
});

test('the quick wizard on an overview shows 4 answers and narrows the list', async ({ page }, testInfo) => {
  await page.goto('/dekbed/');
  const quick = page.getByRole('region', { name: 'Hoe warm slaap je?' });
  await expect(quick.getByRole('listitem')).toHaveCount(4);
  const before = await total(page);
  if (hasJs(testInfo)) {
    await hydrated(page);
    // The quick wizard's code arrives on demand, after the page.
    await page.locator('.quick-wizard[data-hydrated]').waitFor();
    await quick.getByRole('link', { name: /Ik heb het snel koud/ }).click();
    await expect(page).toHaveURL(/\/dekbed\/\?tn_fk_warmteklasse=winter$/);
    await expect(page.getByRole('region', { name: 'Heb je last van een allergie?' })).toBeVisible();
    await expect.poll(() => total(page)).toBeLessThan(before);
    await page
      .getByRole('region', { name: 'Heb je last van een allergie?' })
      .getByRole('link', { name: /Ja, voor huisstofmijt/ })
      .click();
    await expect(page).toHaveURL(/tn_fk_materiaal=bamboe&tn_fk_materiaal=synthetisch&tn_fk_warmteklasse=winter$/);
  } else {
    // Without JavaScript a tile leads to the wizard page with that answer recorded.
    await quick.getByRole('link', { name: /Ik heb het snel koud/ }).click();
    await expect(page).toHaveURL(/\/keuzehulp\/dekbed\/\?qs101=1013$/);
    await expect(page.getByRole('heading', { name: 'Heb je last van een allergie?' })).toBeVisible();
  }
});

test('Start de keuzehulp opens the full wizard (with JavaScript) or its page', async ({ page }, testInfo) => {
  await page.goto('/matrassen/');
  if (!hasJs(testInfo)) {
    await page.getByRole('link', { name: 'Start de keuzehulp' }).first().click();
    await expect(page).toHaveURL(/\/keuzehulp\/matrassen\/$/);
    await expect(page.getByRole('heading', { name: 'Slaap je alleen of samen?' })).toBeVisible();
    return;
  }
  await hydrated(page);
  await page.locator('.quick-wizard[data-hydrated]').waitFor();
  await page.getByRole('link', { name: 'Start de keuzehulp' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Slaap je alleen of samen?' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Vorige Stap' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Volgende Stap' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Maak eerst een keuze');

  await dialog.getByRole('button', { name: /Samen/ }).click();
  await expect(dialog.getByRole('button', { name: /Samen/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByText('Aan het laden...')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Volgende Stap' }).click();

  await expect(dialog.getByRole('heading', { name: 'Hoe breed is je bed?' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /140 x 200 cm/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Vorige Stap' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Overslaan' }).click();

  await expect(dialog.getByRole('heading', { name: 'Hoe stevig lig je het liefst?' })).toBeVisible();
  // Multiselect toggles.
  await dialog.getByRole('button', { name: /Medium/ }).click();
  await dialog.getByRole('button', { name: /Stevig/ }).click();
  await dialog.getByRole('button', { name: /Medium/ }).click();
  await expect(dialog.getByRole('button', { name: /Stevig/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: /Medium/ })).toHaveAttribute('aria-pressed', 'false');
  await expect(dialog.getByText('Aan het laden...')).toHaveCount(0);
  const label = (await dialog.getByRole('button', { name: /^Toon \d+ resulta/ }).textContent()) ?? '';
  const count = Number(label.match(/\d+/)?.[0]);
  await dialog.getByRole('button', { name: /^Toon \d+ resulta/ }).click();

  await expect(page).toHaveURL(/\/matrassen\/\?tn_fk_hardheid=stevig&tn_fk_maat=140x200&tn_fk_maat=160x200&tn_fk_maat=180x200$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => total(page)).toBe(count);

  // The close icon closes the overlay.
  await page.getByRole('link', { name: 'Start de keuzehulp' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('button', { name: 'Sluiten' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

// Chat assistant (docs/decisions/0017): the widget with JavaScript, the chat page without.
import { expect, hasJs, hydrated, test } from './fixtures';

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie bar is not what these tests are about.
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

const chat = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Chat met Slaapzaak' });
const log = (page: import('@playwright/test').Page) => page.getByRole('log', { name: 'Gesprek' });

async function openChat(page: import('@playwright/test').Page) {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('link', { name: 'Chat met ons' }).click();
  await expect(chat(page)).toBeVisible();
  await expect(chat(page).getByRole('textbox', { name: 'Je bericht' })).toBeFocused();
}

async function send(page: import('@playwright/test').Page, text: string) {
  const box = chat(page).getByRole('textbox', { name: 'Je bericht' });
  await box.fill(text);
  await box.press('Enter');
}

test.describe('chat widget (js)', () => {
  test.beforeEach(({}, testInfo) => test.skip(!hasJs(testInfo), 'widget needs JavaScript'));

  test('opens on demand, answers a suggestion and a typed question, and keeps the chat across pages', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && chunks.push(r.url()));
    await page.goto('/');
    await hydrated(page);
    expect(chunks.some((u) => /chat-widget/.test(u))).toBe(false);
    await page.getByRole('link', { name: 'Chat met ons' }).click();
    await expect(chat(page)).toBeVisible();
    expect(chunks.some((u) => /chat-widget/.test(u))).toBe(true);

    await chat(page).getByRole('button', { name: 'Retourneren & Ruilen' }).click();
    await expect(log(page)).toContainText('30 dagen');
    // Empty messages are ignored.
    await send(page, '   ');
    await expect(log(page).locator('.chat-msg-user')).toHaveCount(1);
    await send(page, 'wat zijn de verzendkosten?');
    await expect(log(page).locator('.chat-msg-user').last()).toHaveText(/verzendkosten/);
    await expect(log(page)).toContainText('€ 4,95');

    await page.reload();
    await expect(chat(page)).toBeVisible();
    await expect(log(page)).toContainText('€ 4,95');
    await chat(page).getByRole('button', { name: 'Chat sluiten' }).click();
    await expect(chat(page)).toBeHidden();
    await expect(page.getByRole('link', { name: 'Chat met ons' })).toBeFocused();
  });

  test('answers a product question with links to products', async ({ page }) => {
    await openChat(page);
    await send(page, 'ik zoek een hoeslaken');
    const product = log(page).locator('.chat-products a').first();
    await expect(product).toHaveText(/hoeslaken/i);
    await expect(product).toHaveAttribute('href', /\.html$/);
  });

  test('looks up an order, then asks, rates and ends the chat', async ({ page }) => {
    await openChat(page);
    await chat(page).getByRole('button', { name: 'Bestelstatus & Verzending' }).click();
    const form = chat(page).getByRole('form', { name: 'Bestelling opzoeken' });
    await form.getByLabel('Ordernummer').fill('12345678');
    await form.getByLabel('Voornaam').fill('Sanne');
    await form.getByLabel('Postcode').fill('1234 AB');
    await form.getByLabel('Huisnummer').fill('1');
    await form.getByRole('button', { name: 'Bestelling opzoeken' }).click();
    await expect(form.getByText('Een ordernummer bestaat uit maximaal 7 cijfers')).toBeVisible();

    await form.getByLabel('Ordernummer').fill('1000009');
    await form.getByRole('button', { name: 'Bestelling opzoeken' }).click();
    await expect(log(page)).toContainText('Ik kan geen bestelling vinden met deze gegevens');

    const retry = chat(page).getByRole('form', { name: 'Bestelling opzoeken' });
    await retry.getByLabel('Ordernummer').fill('1000002');
    await retry.getByLabel('Voornaam').fill('Sanne');
    await retry.getByLabel('Postcode').fill('1234 AB');
    await retry.getByLabel('Huisnummer').fill('1');
    await retry.getByRole('button', { name: 'Bestelling opzoeken' }).click();
    await expect(log(page)).toContainText('Ik heb je bestelling DKBD1000002 gevonden');
    await expect(log(page)).toContainText('Zijn uw vragen beantwoord?');

    await chat(page).getByRole('button', { name: 'Ja', exact: true }).click();
    await chat(page).getByRole('button', { name: '5 sterren' }).click();
    await expect(log(page)).toContainText('Bedankt voor uw feedback, fijn dat ik u heb kunnen helpen!');
    await expect(log(page)).toContainText('Wilt u de chat beëindigen?');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/assistant') && r.request().postData()?.includes('"intent":"save"') === true,
    );
    await chat(page).getByRole('button', { name: 'Ja', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(chat(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('slaapzaak-chat'))).toBeNull();
  });

  test("'Nee' to ending asks for other questions", async ({ page }) => {
    await openChat(page);
    await send(page, 'top bedankt!');
    await expect(log(page)).toContainText('Zijn uw vragen beantwoord?');
    await chat(page).getByRole('button', { name: 'Ja', exact: true }).click();
    await chat(page).getByRole('button', { name: '2 sterren' }).click();
    await expect(log(page)).toContainText('Bedankt voor uw feedback!');
    await chat(page).getByRole('button', { name: 'Nee', exact: true }).click();
    await expect(log(page)).toContainText('Had u nog andere vragen?');
  });

  test('ends the chat 3 seconds after inappropriate language, without saving', async ({ page }) => {
    await openChat(page);
    let saves = 0;
    page.on('request', (r) => r.url().endsWith('/api/assistant') && r.postData()?.includes('"intent":"save"') && saves++);
    await send(page, 'wat een k.u.t winkel');
    await expect(log(page)).toContainText('Ik kan je niet helpen als je ongepaste taal gebruikt. De chat wordt nu beëindigd.');
    await expect(chat(page)).toBeVisible();
    await expect(chat(page)).toBeHidden({ timeout: 5000 });
    expect(saves).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('slaapzaak-chat'))).toBeNull();
  });

  test('is not on the configurator page', async ({ page }) => {
    await page.goto('/service/klantenservice-contact/');
    await expect(page.getByRole('link', { name: 'Chat met ons' })).toBeVisible();
    const res = await page.goto('/configurator/');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chat met ons' })).toHaveCount(0);
  });
});

test.describe('chat page without JavaScript (nojs)', () => {
  test.beforeEach(({}, testInfo) => test.skip(hasJs(testInfo), 'the server-rendered chat'));

  test('the launcher links to the chat page, where each message is a form post', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Chat met ons' }).click();
    await expect(page).toHaveURL(/\/service\/chat\/$/);
    await expect(page.getByRole('heading', { name: 'Chat met onze assistent' })).toBeVisible();
    await page.getByRole('button', { name: 'Retourneren & Ruilen' }).click();
    await expect(log(page)).toContainText('30 dagen');
    await page.getByRole('textbox', { name: 'Je bericht' }).fill('kan ik met ideal betalen');
    await page.getByRole('button', { name: 'Verstuur' }).click();
    await expect(log(page)).toContainText('iDEAL');
    await expect(log(page).locator('.chat-msg-user')).toHaveCount(2);
  });

  test('looks up an order with validation, then rates and ends the chat', async ({ page }) => {
    await page.goto('/service/chat/');
    await page.getByRole('button', { name: 'Bestelstatus & Verzending' }).click();
    const form = page.getByRole('form', { name: 'Bestelling opzoeken' });
    await form.getByLabel('Ordernummer').fill('abc');
    await form.getByLabel('Voornaam').fill('Sanne');
    await form.getByLabel('Postcode').fill('1234 AB');
    await form.getByLabel('Huisnummer').fill('1');
    await form.evaluate((f) => ((f as HTMLFormElement).noValidate = true));
    await form.getByRole('button', { name: 'Bestelling opzoeken' }).click();
    await expect(page.getByText('Een ordernummer bestaat uit maximaal 7 cijfers')).toBeVisible();
    await expect(page.getByLabel('Voornaam')).toHaveValue('Sanne');

    await page.getByLabel('Ordernummer').fill('DKBD1000002');
    await page.getByRole('button', { name: 'Bestelling opzoeken' }).click();
    await expect(log(page)).toContainText('Ik heb je bestelling DKBD1000002 gevonden');
    await page.getByRole('button', { name: 'Ja', exact: true }).click();
    await page.getByRole('button', { name: '4 sterren' }).click();
    await expect(log(page)).toContainText('Bedankt voor uw feedback, fijn dat ik u heb kunnen helpen!');
    await page.getByRole('button', { name: 'Ja', exact: true }).click();
    await expect(page.getByText('De chat is beëindigd.')).toBeVisible();
    await expect(log(page).locator('.chat-msg-user')).toHaveCount(0);
  });

  test('ends the chat after inappropriate language', async ({ page }) => {
    await page.goto('/service/chat/');
    await page.getByRole('textbox', { name: 'Je bericht' }).fill('fuck dit');
    await page.getByRole('button', { name: 'Verstuur' }).click();
    await expect(log(page)).toContainText('Ik kan je niet helpen als je ongepaste taal gebruikt. De chat wordt nu beëindigd.');
    await expect(page).toHaveURL(/beeindigd=1/, { timeout: 6000 });
    await expect(page.getByText('De chat is beëindigd.')).toBeVisible();
  });
});

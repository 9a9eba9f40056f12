import { expect, test, type Page } from '@playwright/test';
import { publish } from './ads.ts';
import { memberPage, messages, openRoom, scene, sendMessage } from './chat-scene.ts';
import { ar, en, text, type Messages } from './i18n.ts';
import { registerMember, signIn, tokenOf, type Member } from './members.ts';
import { expectNoA11yViolations, hydrated } from './support.ts';

// docs/product/safety.md: a signalled message reaches its receiver with a calm note and a way to the
// safety tips (the sender sees none); an ad whose hidden-phone seller writes a number shows a note;
// the tips page in both languages. Phone in Arabic, desktop in English, axe on each page.
const ADMIN = { email: 'admin@souqna.test', password: 'Admin-pass1' } as Member;
const note = (page: Page, lang: Messages) =>
  page.getByRole('note', { name: text(lang, 'safety.note.title') });

test('the receiver of an IBAN sees a calm note in the chat (phone, Arabic) and reaches the safety tips', async ({
  request,
  browser,
}) => {
  test.slow();
  const { seller, buyer, roomId } = await scene(request, ['بائع الساعة', 'مشتري الساعة']);
  await sendMessage(
    request,
    await tokenOf(request, buyer),
    roomId,
    'حوّل العربون أولاً على الآيبان SA03 8000 0000 6080 1016 7519',
  );

  const sellerPage = await memberPage(browser, seller, { phone: true });
  await openRoom(sellerPage, `/chats?room=${roomId}`);
  const thread = messages(sellerPage);
  await expect(thread).toContainText('SA03 8000');
  const shown = note(sellerPage, ar);
  await expect(shown).toContainText(text(ar, 'safety.note.chat.iban'));
  await expect(shown).toContainText(text(ar, 'safety.note.chat.deposit_request'));
  await expectNoA11yViolations(sellerPage);

  // The sender's own copy carries no note.
  const buyerPage = await memberPage(browser, buyer, { phone: true });
  await openRoom(buyerPage, `/chats?room=${roomId}`);
  await expect(messages(buyerPage)).toContainText('SA03 8000');
  await expect(note(buyerPage, ar)).toHaveCount(0);
  await buyerPage.context().close();

  await shown.getByRole('link', { name: text(ar, 'safety.note.tipsLink') }).click();
  await sellerPage.waitForURL(/\/help\/safety$/);
  await expect(
    sellerPage.getByRole('heading', { level: 1, name: text(ar, 'safety.tips.title') }),
  ).toBeVisible();
  await expect(
    sellerPage.getByRole('heading', { name: text(ar, 'safety.tips.deposit.title') }),
  ).toBeVisible();
  await expect(sellerPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoA11yViolations(sellerPage);
  await sellerPage.context().close();
});

test('desktop, English: a payment link in a reply, and a phone number in a hidden-phone ad, each get their note', async ({
  request,
  browser,
}) => {
  test.slow();
  const { seller, buyer, roomId } = await scene(request, ['Watch seller', 'Watch buyer']);
  await sendMessage(
    request,
    await tokenOf(request, seller),
    roomId,
    'Pay the shipping here: paypal.me/fastship',
  );

  const buyerPage = await memberPage(browser, buyer, { english: true });
  await openRoom(buyerPage, `/en/chats?room=${roomId}`);
  await expect(messages(buyerPage, en)).toContainText('paypal.me/fastship');
  await expect(note(buyerPage, en)).toContainText(text(en, 'safety.note.chat.payment_link'));
  await expectNoA11yViolations(buyerPage);

  // An ad that does not show its seller's number (chosen ad by ad, decision 0053): a number written
  // in its text earns its readers a note.
  const other = await registerMember(request, 'Camera seller');
  const postId = await publish(request, other, `Camera ${Date.now().toString(36)}`, {
    description: 'Like new. WhatsApp ٠٥٥١٢٣٤٥٦٧',
    showPhone: 'false',
  });
  await buyerPage.goto(`/en/posts/${postId}`);
  await hydrated(buyerPage);
  const adNote = note(buyerPage, en);
  await expect(adNote).toContainText(text(en, 'safety.note.ad.phone_in_ad'));
  await expectNoA11yViolations(buyerPage);
  await adNote.getByRole('link', { name: text(en, 'safety.note.tipsLink') }).click();
  await buyerPage.waitForURL(/\/en\/help\/safety$/);
  await expect(
    buyerPage.getByRole('heading', { level: 1, name: text(en, 'safety.tips.title') }),
  ).toBeVisible();
  await expect(buyerPage.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoA11yViolations(buyerPage);

  // The help page leads there too.
  await buyerPage.goto('/en/help');
  await buyerPage.getByRole('link', { name: text(en, 'safety.helpLink') }).click();
  await buyerPage.waitForURL(/\/en\/help\/safety$/);
  await buyerPage.context().close();
});

test('an ad published with an IBAN is flagged to the moderators by the safety check (desktop, English)', async ({
  page,
  request,
}) => {
  const seller = await registerMember(request, 'Deposit seller');
  const title = `Sofa ${Date.now().toString(36)}`;
  await publish(request, seller, title, {
    description: 'Reserve it: deposit to SA03 8000 0000 6080 1016 7519',
  });
  await signIn(page, ADMIN);
  await page.context().addCookies([{ name: 'locale', value: 'en', url: new URL(page.url()).origin }]);
  const item = page.getByRole('listitem').filter({ hasText: title });
  // The flag is a job's work: the queue shows it within a few polls.
  await expect(async () => {
    await page.goto('/en/admin/reports?reason=fraud&targetType=post');
    await expect(item).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(item).toContainText(text(en, 'admin.reports.automatic'));
  await expect(item).toContainText(`${text(en, 'admin.reports.found')}: ${text(en, 'safety.signal.iban')}`);
  await expectNoA11yViolations(page);
});

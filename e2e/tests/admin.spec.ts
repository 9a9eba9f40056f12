import { expect, test } from '@playwright/test';
import { ar, en, text } from './i18n.ts';
import { publish } from './ads.ts';
import { registerMember, signIn, tokenOf, type Member } from './members.ts';
import { expectNoA11yViolations, hydrated } from './support.ts';

// The back office (docs/product/admin.md): admins only, everyone else the 404 page; members with
// filters, ban / unban and a CSV of the filtered list; a broadcast reaching a member.
const ADMIN = { email: 'admin@souqna.test', password: 'Admin-pass1' } as Member;

test('guests and members get the 404 page at /admin, in both languages', async ({ page, request }) => {
  for (const [path, lang] of [
    ['/admin', ar],
    ['/en/admin/broadcast', en],
  ] as const) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'errors.page.notFound'));
  }
  await signIn(page, await registerMember(request, 'عضو فضولي'));
  expect((await page.goto('/admin'))?.status()).toBe(404);
});

test('an admin finds a member, bans and unbans them, exports the list, and broadcasts', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'عضو للمراجعة');
  await signIn(page, ADMIN);
  await page.goto(`/admin?search=${encodeURIComponent(member.email)}`);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toContainText(text(ar, 'admin.members.activeStatus'));
  await expectNoA11yViolations(page);
  // A ban asks first, in the product's own dialog naming the member.
  await hydrated(page);
  await row.getByRole('button', { name: new RegExp(text(ar, 'admin.members.ban')) }).click();
  const ask = page.getByRole('dialog', { name: text(ar, 'admin.reports.ban') });
  await expect(ask).toContainText(member.fullname);
  await expectNoA11yViolations(page);
  await ask.getByRole('button', { name: text(ar, 'admin.members.ban'), exact: true }).click();
  await expect(page.getByText(text(ar, 'admin.members.banned'))).toBeVisible();
  await expect(row).toContainText(text(ar, 'admin.members.bannedStatus'));
  await row.getByRole('button', { name: new RegExp(text(ar, 'admin.members.unban')) }).click();
  await expect(row).toContainText(text(ar, 'admin.members.activeStatus'));

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: text(ar, 'admin.members.export') }).click();
  expect((await download).suggestedFilename()).toMatch(/^souqna-users-.*\.csv$/);
  // The same address read directly: the filtered list, a header and this one member.
  const csv = await page.request.get(`/admin-export?search=${encodeURIComponent(member.email)}`);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const lines = (await csv.text()).split('\n').filter((l) => l.trim());
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(member.email);
  // Not an admin's: the 404 page, no data.
  expect((await request.get(`/admin-export`)).status()).toBe(404);

  // On a phone, in English: the same list, the sections as tabs.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: 'locale', value: 'en', url: new URL(page.url()).origin }]);
  await page.goto(`/en/admin?search=${encodeURIComponent(member.email)}`);
  await expect(page.getByRole('heading', { name: text(en, 'meta.adminMembers.title') })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto('/en/admin/broadcast');
  const title = `Maintenance ${Date.now().toString(36)}`;
  await page.getByLabel(text(en, 'admin.broadcast.ar_title')).fill('صيانة مجدولة');
  await page.getByLabel(text(en, 'admin.broadcast.ar_message')).fill('سيتوقف الموقع دقائق الليلة.');
  await page.getByLabel(text(en, 'admin.broadcast.en_title')).fill(title);
  await page
    .getByLabel(text(en, 'admin.broadcast.en_message'))
    .fill('The site pauses for a few minutes tonight.');
  await page.getByRole('button', { name: text(en, 'admin.broadcast.send') }).click();
  await expect(page.getByText(text(en, 'admin.broadcast.sent'))).toBeVisible();
  await expectNoA11yViolations(page);

  // The member reads it in Arabic.
  const memberContext = await page.context().browser()!.newContext({ locale: 'ar-SA' });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member);
  await expect(async () => {
    await memberPage.goto('/notification');
    await expect(memberPage.getByRole('main')).toContainText('صيانة مجدولة', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await memberContext.close();
});

test('a member writes to support from /setting/support; an admin reads it and marks it answered', async ({
  page,
  request,
  browser,
}) => {
  const member = await registerMember(request, 'عضو يحتاج مساعدة');
  const subject = `إعلاني لا يظهر ${Date.now().toString(36)}`;
  const memberContext = await browser.newContext({ locale: 'ar-SA' });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member);
  await memberPage.goto('/setting/support');
  const form = memberPage.getByRole('form', { name: text(ar, 'settings.support.title') });
  await form.getByLabel(text(ar, 'settings.support.subject')).fill(subject);
  await form
    .getByLabel(text(ar, 'settings.support.message'))
    .fill('نشرت إعلان سيارتي صباح اليوم ولا يظهر في القائمة.');
  await form.getByRole('button', { name: text(ar, 'settings.support.send') }).click();
  await expect(memberPage.getByText(text(ar, 'settings.support.sent'))).toBeVisible();
  await expectNoA11yViolations(memberPage);
  await memberContext.close();

  await signIn(page, ADMIN);
  await page.goto('/admin/support');
  const item = page.getByRole('listitem').filter({ hasText: subject });
  await expect(item).toContainText(member.email);
  await expectNoA11yViolations(page);
  await item.getByRole('button', { name: text(ar, 'admin.support.close') }).click();
  await expect(page.getByText(text(ar, 'admin.support.closedDone'))).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);
  await page.goto('/admin/support?status=closed');
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toBeVisible();
});

test('the moderation queue: a reported ad in place, removed with a reason; the audit log shows it', async ({
  page,
  request,
}) => {
  const seller = await registerMember(request, 'بائع مخالف');
  const reporter = await registerMember(request, 'عضو يبلغ');
  const title = `إعلان مخالف ${Date.now().toString(36)}`;
  const postId = await publish(request, seller, title);
  const reported = await request.post('/api/report', {
    headers: { authorization: `Bearer ${await tokenOf(request, reporter)}` },
    data: { postId, reason: 'fraud', note: 'يطلب تحويلًا قبل المعاينة' },
  });
  expect(reported.status()).toBe(201);

  await signIn(page, ADMIN);
  await page.goto('/admin/reports?reason=fraud');
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('يطلب تحويلًا قبل المعاينة');
  await expect(item).toContainText(reporter.fullname);
  await expectNoA11yViolations(page);
  await item.getByText(text(ar, 'admin.reports.remove')).click();
  await item.getByLabel(text(ar, 'admin.reports.reason')).fill('إعلان احتيالي: طلب تحويل مسبق');
  await item.getByRole('button', { name: text(ar, 'admin.reports.removeConfirm') }).click();
  await expect(page.getByText(text(ar, 'admin.reports.done.removed'))).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  expect((await request.get(`/api/post/${postId}`)).status()).toBe(404);

  await page.goto('/admin/audit?action=report.remove');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: text(ar, 'admin.audit.actions.report_remove') })
      .first(),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the site settings editor: a new commission rate and support question reach members; the change is in the history', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/admin/settings');
  await expectNoA11yViolations(page);
  const question = `هل يمكنني تعديل إعلاني؟ ${Date.now().toString(36)}`;
  await page.getByLabel(text(ar, 'admin.settings.commissionValue')).fill('1.5');
  const support = page.getByRole('group', { name: text(ar, 'admin.settings.lists.supportQuestions') });
  await support.locator('[name$=".ar_question"]').last().fill(question);
  await support.locator('[name$=".en_question"]').last().fill('Can I edit my ad?');
  await support.locator('[name$=".ar_answer"]').last().fill('نعم، من صفحة الإعلان.');
  await support.locator('[name$=".en_answer"]').last().fill('Yes, from the ad page.');
  await page.getByRole('button', { name: text(ar, 'admin.settings.save') }).click();
  await expect(page.getByText(text(ar, 'admin.settings.saved'))).toBeVisible();
  const history = page.getByRole('region', { name: text(ar, 'admin.settings.history') });
  await expect(history.getByRole('listitem').first()).toContainText(
    `${text(ar, 'admin.settings.commissionValue')}: 1 ${text(ar, 'admin.settings.to')} 1.5`,
  );
  await page.goto('/setting/commission');
  await expect(page.getByRole('main')).toContainText('1.5%');
  await page.goto('/setting/support');
  await expect(page.getByRole('main')).toContainText(question);

  // Back to the default rate: the payment tests expect 1 %.
  await page.goto('/admin/settings');
  await page.getByLabel(text(ar, 'admin.settings.commissionValue')).fill('1');
  await page.getByRole('button', { name: text(ar, 'admin.settings.save') }).click();
  await expect(page.getByText(text(ar, 'admin.settings.saved'))).toBeVisible();
});

test('an admin bans a reported member from the queue: their session ends and they can no longer post', async ({
  page,
  request,
  browser,
}) => {
  const pest = await registerMember(request, 'عضو مزعج');
  const reporter = await registerMember(request, 'عضو متضرر');
  const pestContext = await browser.newContext({ locale: 'ar-SA' });
  const pestPage = await pestContext.newPage();
  await signIn(pestPage, pest);
  const token = await tokenOf(request, pest);
  const reported = await request.post('/api/report', {
    headers: { authorization: `Bearer ${await tokenOf(request, reporter)}` },
    data: { userId: pest.id, reason: 'spam', note: 'يرسل الرسالة نفسها للجميع' },
  });
  expect(reported.status()).toBe(201);

  await signIn(page, ADMIN);
  await page.goto('/admin/reports?reason=spam');
  const item = page.getByRole('listitem').filter({ hasText: 'يرسل الرسالة نفسها للجميع' });
  await hydrated(page);
  await item.getByRole('button', { name: text(ar, 'admin.reports.ban') }).click();
  const ask = page.getByRole('dialog', { name: text(ar, 'admin.reports.ban') });
  await expect(ask).toContainText(pest.fullname);
  await ask.getByRole('button', { name: text(ar, 'admin.members.ban'), exact: true }).click();
  await expect(page.getByText(text(ar, 'admin.reports.done.banned'))).toBeVisible();

  // The banned member's open page signs out by itself (the socket says the session ended), the
  // guarded pages send them to sign in, and their token can post nothing.
  await expect(pestPage.getByRole('button', { name: text(ar, 'header.accountMenu') })).toHaveCount(0);
  await pestPage.goto('/posts/new');
  await pestPage.waitForURL(/\/auth\/login/);
  const post = await request.post('/api/post', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { title: 'x' },
  });
  expect(post.status()).toBe(401);
  await pestContext.close();
});

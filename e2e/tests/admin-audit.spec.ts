import { expect, test } from '@playwright/test';
import { ar, en, text } from './i18n.ts';
import { registerMember, signIn, tokenOf, type Member } from './members.ts';
import { expectNoA11yViolations, hydrated } from './support.ts';

const ADMIN = { email: 'admin@souqna.test', password: 'Admin-pass1' } as Member;

// docs/product/admin.md#audit-log: the log's times are on the reader's clock and its column says
// which zone that is; the details read as named facts, not JSON. A browser in Dubai (UTC+4), so
// neither UTC nor the Riyadh default could pass for it.
test.use({ timezoneId: 'Asia/Dubai' });

test('the audit log names the zone of its times and shows details as named facts, in both languages', async ({
  page,
  request,
}) => {
  const member = await registerMember(request, 'عضو سجل التدقيق');
  const banned = await request.patch(`/api/users/${member.id}/ban`, {
    headers: { authorization: `Bearer ${await tokenOf(request, ADMIN)}` },
    data: { banned: true },
  });
  expect(banned.ok()).toBe(true);
  const dubai = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dubai',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  await signIn(page, ADMIN);
  for (const [lang, prefix, viewport] of [
    [ar, '', { width: 390, height: 844 }],
    [en, '/en', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`${prefix}/admin/audit?action=user.ban&targetId=${member.id}`);
    await hydrated(page);
    await expect(
      page.getByRole('columnheader', {
        name: text(lang, 'admin.audit.cols.when').replace('{zone}', 'UTC+4'),
      }),
    ).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: text(lang, 'admin.audit.actions.user_ban') });
    const time = row.locator('time');
    const iso = (await time.getAttribute('datetime'))!;
    await expect(time).toHaveText(dubai.format(new Date(iso)).replace(',', ''));
    const details = row.getByRole('definition');
    await expect(row.getByRole('term').first()).toHaveText(text(lang, 'admin.audit.fields.fullname'));
    await expect(details.first()).toHaveText(member.fullname);
    await expect(row.getByRole('term').nth(1)).toHaveText(text(lang, 'admin.audit.fields.wasBanned'));
    await expect(details.nth(1)).toHaveText(text(lang, 'admin.audit.no'));
    await expect(row).not.toContainText('{"');
    await expectNoA11yViolations(page);
  }
});

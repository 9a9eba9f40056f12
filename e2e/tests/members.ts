import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { ar, text } from './i18n.ts';
import { latestCode, newMember } from './support.ts';

export type Member = ReturnType<typeof newMember> & { id: string };

/** A member registered through the public API (the browser flow has its own test). */
export async function registerMember(request: APIRequestContext, fullname: string): Promise<Member> {
  const m = { ...newMember(), fullname };
  const sent = await request.post('/api/auth/requestOTPForNewUser', {
    data: { email: m.email, phoneNumber: m.phoneNumber },
  });
  expect(sent.ok()).toBe(true);
  const otp = await latestCode(request, m.phoneNumber);
  const created = await request.post('/api/auth/verifyOTPForNewUser', { data: { ...m, otp } });
  expect(created.status()).toBe(201);
  const { userData } = (await created.json()) as { userData: { _id: string } };
  return { ...m, id: userData._id };
}

/** Signs in through the login page (e-mail variant), in Arabic. */
export async function signIn(page: Page, member: Member) {
  await page.goto('/auth/login');
  await page.getByRole('tab', { name: text(ar, 'auth.withEmail') }).click();
  await page.getByRole('textbox', { name: text(ar, 'fields.email') }).fill(member.email);
  await page.locator('input[name=password]:visible').fill(member.password);
  await page.locator('button[type=submit]:visible').click();
  await expect(page.getByRole('button', { name: text(ar, 'header.accountMenu') })).toBeVisible();
}

/** A member's bearer token, for setting a scene through the public API. */
export async function tokenOf(request: APIRequestContext, member: Member): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { email: member.email, password: member.password },
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

// The sign-in and sign-up steps the API tests repeat, taken through the routes as a browser takes
// them. Tests that only need a session use tokenFor (harness.ts): argon2 makes a real login slow.
import { expect } from 'vitest';
import { createUser, lastCodeSentTo, uniquePhone, uniqueSuffix } from '../../db/factories/index.ts';
import type { App } from '../../src/context.ts';
import type { Database } from '../../src/db/client.ts';
import { client } from '../harness.ts';

type Req = ReturnType<typeof client>;
type TestContext = { app: App; db: Database };
export type Credentials = ({ email: string } | { phoneNumber: string }) & { password: string };

/** POST /api/auth/login, the answer as it comes (tests of the login itself read it). */
export const login = (req: Req, credentials: Credentials) =>
  req({ method: 'POST', url: '/api/auth/login', payload: credentials });

/**
 * A member signed in through POST /api/auth/login: a new one unless `member` is given. Answers
 * the member and the session token (Bearer header or auth cookie alike).
 */
export async function signIn(
  t: TestContext,
  req: Req = client(t.app),
  member?: Awaited<ReturnType<typeof createUser>>,
) {
  const user = member ?? (await createUser(t.db));
  const res = await login(req, { email: user.email, password: user.password });
  expect(res.statusCode, res.body).toBe(200);
  return { user, token: res.json().access_token as string };
}

export type Contact = { email: string; phoneNumber: string };
/** Addresses nobody has registered yet. */
export const newContact = (): Contact => ({
  email: `new-${uniqueSuffix()}@test.souqna.dev`,
  phoneNumber: uniquePhone(),
});

/** POST /api/auth/requestOTPForNewUser; answers the code as the member reads it (the dev outbox). */
export async function requestSignUpCode(t: TestContext, req: Req, contact: Contact): Promise<string> {
  const res = await req({ method: 'POST', url: '/api/auth/requestOTPForNewUser', payload: contact });
  expect(res.statusCode, res.body).toBe(200);
  return (await lastCodeSentTo(t.db, contact.email, 'email'))!;
}

/** POST /api/auth/verifyOTPForNewUser: the code with the rest of the profile, the answer as it comes. */
export const completeSignUp = (
  req: Req,
  form: Contact & { fullname: string; password: string; otp: string },
) => req({ method: 'POST', url: '/api/auth/verifyOTPForNewUser', payload: form });

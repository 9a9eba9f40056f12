// Counters behind the sign-in and code-sending limits (docs/decisions/0004-auth-tokens-otp-and-limits.md).
export type Limits = {
  /** One OTP send from this IP to these addresses (email, phone). */
  otpSend(ip: string, identifiers: string[]): Promise<void>;
  /** Before checking a password: per-IP attempts and per-account failures. */
  signInAttempt(ip: string, identifier: string): Promise<void>;
  signInFailed(identifier: string): Promise<void>;
  signInSucceeded(identifier: string): Promise<void>;
  close(): Promise<void>;
};

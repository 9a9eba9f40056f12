// E-mail through any SMTP server (SMTP_URL), with nodemailer.
import nodemailer from 'nodemailer';
import type { MessageSender } from './messenger.ts';

export function smtpEmail(smtpUrl: string, from: string): MessageSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (m) => {
    await transport.sendMail({ from, to: m.to, subject: m.subject ?? 'Souqna', text: m.body });
  };
}

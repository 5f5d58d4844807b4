import type NodemailerModule from 'nodemailer';
import { lazy } from '../../platform/lazy.js';

const nodemailer = lazy<typeof NodemailerModule>('nodemailer');
import type { UsersConfig } from './users.config.js';

interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Outgoing mail through SMTP_URL (nodemailer). Absent when SMTP_URL is not configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(mail: UsersConfig['mail']): Mailer | null {
  if (!mail.smtpUrl) return null;
  const transport = nodemailer().createTransport(mail.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: mail.from, ...message });
    },
    close: () => transport.close(),
  };
}

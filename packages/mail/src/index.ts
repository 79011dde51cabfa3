// Outgoing mail for every service: SMTP through nodemailer, or .eml files in an outbox on a laptop.
export { createMailer, redactSmtpUrl, type Mailer, type MailerSettings, type MailContent, type OutgoingMail } from './mailer';
export { DEFAULT_MAIL_FROM, DEFAULT_OUTBOX_DIR, DEFAULT_PUBLIC_ORIGIN, MAIL_KEYS, mailSettingsOf, mailSettingsOfGateway, type MailEnv, type MailSettings } from './mail-config';

// Outgoing mail for every service: SMTP through nodemailer, or .eml files in an outbox on a laptop.
export { createMailer, redactSmtpUrl, type Mailer, type MailerSettings, type MailContent, type OutgoingMail } from './mailer';

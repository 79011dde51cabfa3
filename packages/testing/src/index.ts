export { createTestDatabase } from '@storefront/db/testing';
export { TestBrowser, serveCsrfToken, signUp, CSRF_TOKEN_ROUTE, PASSWORD } from './test-browser';
export { insertShopper, signInShopper, signOutShopper, signUpShopper, type TestShopper } from './signed-in-shopper';
export { insertSavedAddress } from './saved-address';
export { stockedDemoSku } from './stocked-sku';
export { secondConnection } from './second-connection';
export { solidPng, logoOnWhitePng, readPngInfo } from './test-png';
export { parseMail, startSmtpInbox, SMTP_PASSWORD, type ParsedMail, type SmtpInbox } from './smtp-inbox';
export { openPdf, pdfImagesOnPage, pdfText } from './pdf-reader';

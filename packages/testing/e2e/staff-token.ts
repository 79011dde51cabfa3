/** The shop's staff token the browser tests start the site with (playwright.config's webServer env). */
export const STAFF_API_TOKEN = 'e2e-staff-token-not-a-secret';

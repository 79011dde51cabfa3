/**
 * How shoppers reach a person: one source for the contact page and the header's help launcher.
 * This is a demonstration store, so the contacts are examples (the `.example` domain, a 555 number).
 */
export const SUPPORT = {
  email: 'help@storefront.example',
  phone: '+1 555-555-0100',
  phoneHref: 'tel:+15555550100',
  hours: 'Monday to Friday, 9 AM to 5 PM Eastern',
  /** days after delivery to return a blank or report a print defect (the returns page's promise) */
  returnDays: 30,
} as const;

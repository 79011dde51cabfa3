import { z } from 'zod';
import { optionalPhone, optionalText, savedAddress, shipAddressBody } from '../account/address';
import { emailAddress } from '../account/auth';

/**
 * A crafter's own customers (§7 "consumers", issue 14): the people they quote and invoice. Each
 * belongs to one crafter; another crafter's customer is a 404, never a 403 that admits it exists.
 */

/** POST /api/crafter/customers and PUT /api/crafter/customers/:id. Addresses use checkout's rules. */
export const crafterCustomerBody = z
  .object({
    name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
    // quotes and invoices are shared by email, so a customer has one
    email: emailAddress,
    phone: optionalPhone(),
    company: optionalText(120),
    notes: optionalText(2000),
    addresses: z.array(shipAddressBody).max(5, 'at most 5 addresses').default([]),
  })
  .strict();
export type CrafterCustomerBody = z.input<typeof crafterCustomerBody>;
export type CrafterCustomerInput = z.output<typeof crafterCustomerBody>;

/** A saved address of a customer: the account's shape without its default flag and date. */
export const crafterCustomerAddress = savedAddress.omit({ is_default: true, created_at: true });

export const crafterCustomer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  notes: z.string().nullable(),
  addresses: z.array(crafterCustomerAddress),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CrafterCustomer = z.infer<typeof crafterCustomer>;

/** GET /api/crafter/customers?q=&page=: name, email or company contains q (any case); newest first. */
export const crafterCustomersQuery = z
  .object({
    q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    page: z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').max(10_000).default(1),
  })
  .strict();

export const crafterCustomersResponse = z.object({
  customers: z.array(crafterCustomer),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type CrafterCustomersResponse = z.infer<typeof crafterCustomersResponse>;

export const crafterCustomerResponse = z.object({ customer: crafterCustomer });
export type CrafterCustomerResponse = z.infer<typeof crafterCustomerResponse>;

export const crafterCustomerParams = z.object({ id: z.uuid('must be a customer id') }).strict();

// The zod enums of the catalog's lists (taxonomy.ts), for the services' schemas. Browser code
// needs the lists only and imports taxonomy.ts, which has no zod in it.
import { z } from 'zod';
import { BUSINESS_LINES, MATERIALS, PRODUCT_KINDS, SORTS, SUBSITES } from './taxonomy';

export const businessLine = z.enum(BUSINESS_LINES);
export const productKind = z.enum(PRODUCT_KINDS);
export const lineFilter = z.enum(['Customizable', 'Blanks']);
export const material = z.enum(MATERIALS);
export const subsite = z.enum(SUBSITES);
export const sort = z.enum(SORTS);

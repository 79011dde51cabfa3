import { z } from 'zod';

/** GET /api/__kebab__/items.json */
export const __camel__ItemsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }).strict();

export const __camel__Item = z.object({ id: z.string(), title: z.string(), created_at: z.string() });
export type __Pascal__Item = z.infer<typeof __camel__Item>;

export const __camel__ItemsResponse = z.object({ items: z.array(__camel__Item) });
export type __Pascal__ItemsResponse = z.infer<typeof __camel__ItemsResponse>;

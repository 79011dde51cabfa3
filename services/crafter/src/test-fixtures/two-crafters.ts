import type { TestApp, TestBrowser } from './test-app';

/** A crafter and a second one (whose rows the first must never see), signed in, with their user ids. */
export async function twoCrafters(t: TestApp, name: string, businessName: string): Promise<{ crafter: TestBrowser; crafterId: string; other: TestBrowser; otherId: string }> {
  const first = await t.crafter(`${name}@example.com`, { businessName });
  const second = await t.crafter(`${name}-other@example.com`, { businessName: `Other ${businessName}` });
  return { crafter: first.browser, crafterId: first.user.id, other: second.browser, otherId: second.user.id };
}

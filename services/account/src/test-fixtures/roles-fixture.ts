import { expect } from 'vitest';
import type { GrantedRole } from '@storefront/contracts';
import { grantRole } from '../domain/roles/grant-role';
import { signUp, TestBrowser, type TestApp } from './test-app';

export interface Actor {
  b: TestBrowser;
  user: { id: string; email: string; name: string };
}

let people = 0;

/** A new signed-up shopper in their own browser. */
export async function shopper(t: TestApp, who = 'shopper'): Promise<Actor> {
  const b = new TestBrowser(t.app);
  const user = await signUp(b, `${who}-${++people}@example.com`, who);
  return { b, user };
}

/** The application every test crafter sends (a US business with an EIN). */
export const US_APPLICATION = { business_name: 'Ink & Thread Co', country: 'US', ein: '12-3456789' } as const;

/** A shopper who applied and was approved, through the route. */
export async function crafter(t: TestApp, who = 'crafter'): Promise<Actor> {
  const actor = await shopper(t, who);
  const res = await actor.b.post('/api/users/crafter_application', US_APPLICATION);
  expect(res.statusCode, res.body).toBe(201);
  return actor;
}

/** A shopper granted a role the way an operator does it (the grant-role command's core). */
export async function granted(t: TestApp, role: GrantedRole, who: string = role): Promise<Actor> {
  const actor = await shopper(t, who);
  const outcome = await grantRole(t.handle.db, { email: actor.user.email, role }, new Date());
  if (!outcome.ok) throw new Error(outcome.problem.message);
  return actor;
}

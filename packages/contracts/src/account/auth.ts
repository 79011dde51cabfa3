import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;

/** Trimmed and lower-cased: one account per address whatever the capitals. */
export const emailAddress = z
  .string()
  .trim()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid email address'))
  .transform((s) => s.toLowerCase());

export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const displayName = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');

/** POST /api/v2/sign_up.json */
export const signUpBody = z.object({ email: emailAddress, password: newPassword, name: displayName }).strict();
export type SignUpBody = z.input<typeof signUpBody>;

/** POST /api/v2/sign_in.json — no length rules on the password here: a wrong one is a 401, not a 400 */
export const signInBody = z
  .object({
    email: emailAddress,
    password: z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
  })
  .strict();
export type SignInBody = z.input<typeof signInBody>;

export const accountUser = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type AccountUser = z.infer<typeof accountUser>;

/** sign_up (201) and sign_in (200) */
export const userResponse = z.object({ user: accountUser });
export type UserResponse = z.infer<typeof userResponse>;

/** GET /api/users/current.json (and POST /api/users/current): null for guests */
export const currentUserResponse = z.object({ user: accountUser.nullable() });
export type CurrentUserResponse = z.infer<typeof currentUserResponse>;

/** The cookie holding the signed-in user's display name (§3, §6): URL-encoded, readable by scripts. */
export const NAME_COOKIE = 'name';

import { z } from 'zod';
import { LANGUAGES } from '../localeCodes';
import { textField } from '../textField';
import { adminMessages } from './messages';

/**
 * Staff accounts (the spec's `users` table). admin: everything, manages
 * staff; editor: content, pixels, moderation; sales: the leads desk. Every
 * role sees the numbers.
 */
export const STAFF_ROLES = ['admin', 'editor', 'sales'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: adminMessages.roleInvalid });
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** The console speaks the site's languages; each member's choice is kept. */
export const consoleLanguageSchema = z.enum(LANGUAGES, { error: adminMessages.languageInvalid });
export type ConsoleLanguage = z.infer<typeof consoleLanguageSchema>;

export const PASSWORD_MIN_LENGTH = 12;
/** Bounds the hashing work a request can ask for; passphrases fit easily. */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * JSON Schema keyword of the OpenAPI document for the common-password rule:
 * the string is not on the named list, compared in lower case. The API
 * checks it with that list (services/console/passwords.ts); the console's
 * bundle does not carry it.
 */
export const NOT_COMMON_PASSWORD_KEYWORD = 'x-not-common-password';

/**
 * A new password: length only (code points, as a person counts them), no
 * composition rules (NIST SP 800-63B); control characters are refused like
 * in every text. Not a common password, and not containing the member's
 * username (where the username is in the same body, `x-not-containing` says
 * it; at a reset it is the stored member's, a 409).
 */
export const newPasswordSchema = textField({
  label: 'Passwort',
  maxLength: PASSWORD_MAX_LENGTH,
  minVisible: 0,
  minLength: PASSWORD_MIN_LENGTH,
  note: `nicht ein einziges Zeichen wiederholt; nicht auf der Liste verbreiteter Passwörter (\`${NOT_COMMON_PASSWORD_KEYWORD}\`); den Benutzernamen des Mitglieds darf es nicht enthalten (beim Zurücksetzen sonst 409)`,
  messages: { tooShort: adminMessages.passwordTooShort, tooLong: adminMessages.passwordTooLong },
})
  // A pattern, so the document states it: the same code point throughout is no password.
  .regex(/^(?!([^])\1*$)/u, adminMessages.passwordCommon)
  .meta({
    [NOT_COMMON_PASSWORD_KEYWORD]: {
      list: '@zxcvbn-ts/language-common, passwords-common',
      compared: 'lower case',
    },
  });

/** Usernames: 3 to 64 of a-z 0-9 . _ -, any letter case, compared and stored lower-case. */
export const usernameSchema = z
  .string({ error: adminMessages.usernameInvalid })
  .regex(/^ *[A-Za-z0-9._-]{3,64} *$/, adminMessages.usernameInvalid)
  .trim()
  .toLowerCase();

/**
 * POST /api/admin/sign-in. No rules are told here beyond the bounds: a wrong
 * shape is answered like a wrong password.
 */
const signInField = (label: string, maxLength: number) =>
  textField({
    label,
    maxLength,
    minVisible: 0,
    messages: { tooShort: adminMessages.signInFailed, tooLong: adminMessages.signInFailed },
  });

export const signInInputSchema = z.object({
  username: signInField('Benutzername', 72).trim().toLowerCase(),
  password: signInField('Passwort', 1024),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

/** A staff member as the console sees them (never the hash). */
export const staffUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: staffRoleSchema,
  active: z.boolean(),
  language: consoleLanguageSchema,
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** 200 of POST /api/admin/sign-in and GET /api/admin/session: who is signed in. */
export const staffSessionSchema = z.object({
  user: staffUserSchema,
  /** When the session ends at the latest (absolute timeout), ISO 8601. */
  expiresAt: z.string(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** 200 of POST /api/admin/sign-out. */
export const signedOutSchema = z.object({ signedOut: z.literal(true) });

/**
 * JSON Schema keyword of the OpenAPI document for the one rule between two
 * fields of a body: `{ field, mustNotContain }`, the first may not contain
 * the second (compared trimmed, in any letter case). The API checks it beside
 * the common-password list (services/console/passwords.ts).
 */
export const NOT_CONTAINING_KEYWORD = 'x-not-containing';

/** POST /api/admin/users (admin). */
export const createStaffInputSchema = z
  .object({
    username: usernameSchema,
    role: staffRoleSchema,
    password: newPasswordSchema,
  })
  .meta({ [NOT_CONTAINING_KEYWORD]: { field: 'password', mustNotContain: 'username' } });
export type CreateStaffInput = z.infer<typeof createStaffInputSchema>;

/** POST /api/admin/users/:id/role (admin). */
export const staffRoleInputSchema = z.object({ role: staffRoleSchema });

/** POST /api/admin/users/:id/active (admin): disable (false) or enable (true). */
export const staffActiveInputSchema = z.object({
  active: z.boolean({ error: 'active muss true oder false sein' }),
});

/** POST /api/admin/users/:id/password (admin): a new password for that member. */
export const staffPasswordInputSchema = z.object({ password: newPasswordSchema });

/** POST /api/admin/me/language: the signed-in member's console language. */
export const consoleLanguageInputSchema = z.object({ language: consoleLanguageSchema });

export const staffUserListSchema = z.array(staffUserSchema);

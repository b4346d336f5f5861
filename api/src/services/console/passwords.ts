import { argon2id, hash, needsRehash as argon2NeedsRehash, verify } from 'argon2';
import { adminMessages } from 'contracts';
import { ConflictError, ValidationError } from '../../errors';

/**
 * argon2id with OWASP's first recommended setting (Password Storage Cheat
 * Sheet): 19 MiB of memory, 2 iterations, 1 lane. The parameters live in
 * each hash, so raising them later rehashes on the next sign-in.
 */
export const ARGON2_OPTIONS = {
  type: argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

/** False for a wrong password and for a hash that cannot be read (never throws for those). */
export async function verifyPassword(digest: string, password: string): Promise<boolean> {
  try {
    return await verify(digest, password);
  } catch {
    return false;
  }
}

export const needsRehash = (digest: string): boolean => argon2NeedsRehash(digest, ARGON2_OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash: a sign-in with an unknown username costs
 * the same time as one with a known username, so timing tells nothing.
 */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy password for unknown usernames');
  await verifyPassword(await dummyHash, password);
}

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * ~49,000 common passwords (zxcvbn-ts' list, from leaked-password corpora),
 * in lower case, loaded on first use: only the server checks them, the
 * console's bundle does not carry them. The OpenAPI document names the list
 * (`x-not-common-password`).
 */
export function commonPasswordList(): ReadonlySet<string> {
  if (!commonPasswords) {
    // Required here, not imported on top: 37 ms and 10 MB only once someone sets a password.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { dictionary } = require('@zxcvbn-ts/language-common') as {
      dictionary: Record<string, string[]>;
    };
    commonPasswords = new Set(dictionary['passwords-common']);
  }
  return commonPasswords;
}

export const isCommonPassword = (password: string): boolean =>
  commonPasswordList().has(password.toLowerCase());

/**
 * The rules beyond the contract's (length, not one character repeated; NIST
 * SP 800-63B): not a common password, not containing the username.
 * No composition rules. At creation the username is part of the request (a
 * 400, as the document's `x-not-containing` says); at a reset it is the
 * stored member's, so the request conflicts with the record (a 409).
 */
export function checkNewPassword(
  username: string,
  password: string,
  usernameRefusal: typeof ValidationError | typeof ConflictError = ValidationError,
): void {
  if (isCommonPassword(password)) {
    throw new ValidationError(adminMessages.passwordCommon, {
      password: adminMessages.passwordCommon,
    });
  }
  if (password.toLowerCase().includes(username.toLowerCase())) {
    const message = adminMessages.passwordContainsUsername;
    throw new usernameRefusal(message, { password: message });
  }
}

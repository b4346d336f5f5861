import { adminMessages, type SignInInput, type StaffUser } from 'contracts';
import type { Db } from '../../db/connection';
import {
  clearThrottle,
  readThrottle,
  writeThrottle,
  type ThrottleState,
} from '../../data/sign-in-throttle';
import {
  findUserRowByUsername,
  toStaffUser,
  updateUser,
  type StaffUserRow,
} from '../../data/staff-users';
import { TooManyRequestsError, UnauthorizedError } from '../../errors';
import type { AuditService } from './audit';
import type { Clock } from './clock';
import { burnVerification, hashPassword, needsRehash, verifyPassword } from './passwords';

/**
 * Growing delays after failed sign-ins, per username and per client IP.
 * The first `freeFailures` cost nothing; then each failure doubles the wait,
 * up to `maxDelayMs`; a key is forgiven `forgetAfterMs` after its last failure.
 * Nothing ever locks for good: the per-username cap is short (a minute), so
 * someone failing on purpose can slow a colleague down but not shut them
 * out, while the per-IP cap (15 minutes) stops one machine from guessing.
 */
export interface ThrottleRule {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export interface ThrottlePolicy {
  username: ThrottleRule;
  ip: ThrottleRule;
  forgetAfterMs: number;
}

export const defaultThrottlePolicy: ThrottlePolicy = {
  username: { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 60_000 },
  ip: { freeFailures: 10, baseDelayMs: 1000, maxDelayMs: 15 * 60_000 },
  forgetAfterMs: 24 * 60 * 60_000,
};

export function delayAfter(failures: number, rule: ThrottleRule): number {
  const over = failures - rule.freeFailures;
  return over <= 0 ? 0 : Math.min(rule.baseDelayMs * 2 ** (over - 1), rule.maxDelayMs);
}

export interface SignInService {
  /** The member, or UnauthorizedError (one message for every cause) / TooManyRequestsError. */
  signIn(input: SignInInput, ip: string | null): Promise<StaffUser>;
}

type FailureReason = 'unknown_user' | 'wrong_password' | 'disabled' | 'throttled';

/** The throttle's keys of one attempt (the username's, the client IP's) and their stored states. */
interface Attempt {
  keys: { key: string; rule: ThrottleRule }[];
  states: ThrottleState[];
}

/** The throttle's bookkeeping: what an attempt's keys have failed, how long they wait, forgiving. */
function signInThrottle(db: Db, policy: ThrottlePolicy) {
  const live = (state: ThrottleState | undefined, now: Date) =>
    state && now.getTime() - state.lastFailureAt.getTime() < policy.forgetAfterMs
      ? state
      : undefined;
  return {
    async read(username: string, ip: string | null): Promise<Attempt> {
      const keys = [
        { key: `user:${username}`, rule: policy.username },
        ...(ip ? [{ key: `ip:${ip}`, rule: policy.ip }] : []),
      ];
      return {
        keys,
        states: await readThrottle(
          db,
          keys.map((k) => k.key),
        ),
      };
    },
    /** How long the attempt still waits (0: not at all). */
    waitMs({ states }: Attempt, now: Date): number {
      const until = Math.max(0, ...states.map((s) => live(s, now)?.blockedUntil.getTime() ?? 0));
      return Math.max(0, until - now.getTime());
    },
    async recordFailure({ keys, states }: Attempt, now: Date) {
      for (const { key, rule } of keys) {
        const failures =
          (live(
            states.find((s) => s.key === key),
            now,
          )?.failures ?? 0) + 1;
        const blockedUntil = new Date(now.getTime() + delayAfter(failures, rule));
        await writeThrottle(db, { key, failures, lastFailureAt: now, blockedUntil });
      }
    },
    forgive: (username: string) => clearThrottle(db, `user:${username}`),
  };
}

export function signInService(
  db: Db,
  clock: Clock,
  audit: AuditService,
  policy: ThrottlePolicy = defaultThrottlePolicy,
): SignInService {
  const throttle = signInThrottle(db, policy);

  const auditFailure = (reason: FailureReason, ip: string | null, user?: StaffUser) =>
    audit.record(
      { kind: 'anonymous', ip },
      {
        action: 'sign_in_failed',
        // Unknown names are not kept: people type passwords into the name field.
        ...(user ? { targetType: 'user', targetId: user.id } : {}),
        after: { reason },
      },
    );

  /** The failure counted and logged; one answer for every cause. */
  async function fail(
    attempt: Attempt,
    now: Date,
    { reason, ip, user }: { reason: FailureReason; ip: string | null; user?: StaffUser },
  ): Promise<never> {
    await throttle.recordFailure(attempt, now);
    await auditFailure(reason, ip, user);
    throw new UnauthorizedError(adminMessages.signInFailed);
  }

  /** The member's username forgiven, the sign-in (and a stronger hash, if due) stored and logged. */
  async function succeed(row: StaffUserRow, input: SignInInput, ip: string | null, now: Date) {
    const user = toStaffUser(row);
    await throttle.forgive(input.username);
    await updateUser(db, user.id, {
      lastSignInAt: now,
      ...(needsRehash(row.password) ? { passwordHash: await hashPassword(input.password) } : {}),
    });
    const signedIn = { ...user, lastSignInAt: now.toISOString() };
    await audit.record(
      { kind: 'staff', user: signedIn, ip },
      { action: 'sign_in', targetType: 'user', targetId: user.id },
    );
    return signedIn;
  }

  return {
    signIn: async (input, ip) => {
      const now = clock();
      const attempt = await throttle.read(input.username, ip);
      const waitMs = throttle.waitMs(attempt, now);
      if (waitMs > 0) {
        await auditFailure('throttled', ip);
        throw new TooManyRequestsError(adminMessages.signInThrottled, Math.ceil(waitMs / 1000));
      }
      const row = await findUserRowByUsername(db, input.username);
      if (!row) {
        await burnVerification(input.password);
        return fail(attempt, now, { reason: 'unknown_user', ip });
      }
      const user = toStaffUser(row);
      // A disabled member's password is checked too: the answer takes as long and says the same.
      const passwordOk = await verifyPassword(row.password, input.password);
      if (!passwordOk || !user.active) {
        const reason = passwordOk ? 'disabled' : 'wrong_password';
        return fail(attempt, now, { reason, ip, user });
      }
      return succeed(row, input, ip, now);
    },
  };
}

import type { YesNo } from '../../content/yesNo';
import { REGISTER_CRITERIA, registerCheckResult, type RegisterAnswers } from './registerCheck';

/** Every one of the 2^5 complete answer sets. */
const allCombinations: RegisterAnswers[] = Array.from({ length: 2 ** 5 }, (_, bits) =>
  Object.fromEntries(
    REGISTER_CRITERIA.map((criterion, i) => [criterion, (bits >> i) & 1 ? 'yes' : 'no'] as const),
  ),
);

describe('register check (reicht-meine-kasse)', () => {
  it.each(allCombinations)('%o', (answers) => {
    const missing = REGISTER_CRITERIA.filter((criterion) => answers[criterion] === 'no');
    expect(registerCheckResult(answers)).toEqual(
      missing.length === 0 ? { status: 'ready' } : { status: 'notReady', missing },
    );
  });

  it('is ready only when all five are yes', () => {
    const ready = allCombinations.filter(
      (answers) => registerCheckResult(answers).status === 'ready',
    );
    expect(ready).toEqual([Object.fromEntries(REGISTER_CRITERIA.map((c) => [c, 'yes' as YesNo]))]);
  });

  it('names what is missing in checklist order', () => {
    expect(
      registerCheckResult({
        certification: 'no',
        immutability: 'no',
        journal: 'yes',
        export: 'yes',
        qrCode: 'yes',
      }),
    ).toEqual({ status: 'notReady', missing: ['immutability', 'certification'] });
  });

  it('asks for the open points before it judges', () => {
    expect(registerCheckResult({})).toEqual({
      status: 'incomplete',
      unanswered: [...REGISTER_CRITERIA],
    });
    expect(registerCheckResult({ immutability: 'no', qrCode: 'yes' })).toEqual({
      status: 'incomplete',
      unanswered: ['journal', 'export', 'certification'],
    });
  });
});

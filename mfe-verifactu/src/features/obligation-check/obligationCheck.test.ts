import { obligationResult, type ObligationAnswers } from './obligationCheck';

describe('obligation check (muss-ich)', () => {
  // Every complete combination: taxedInSpain, usesSoftware, exemptRegime → result.
  it.each<[ObligationAnswers, ReturnType<typeof obligationResult>]>([
    [
      { taxedInSpain: 'yes', usesSoftware: 'yes', exemptRegime: 'no' },
      { status: 'obligated', reason: 'softwareInSpain' },
    ],
    [
      { taxedInSpain: 'yes', usesSoftware: 'yes', exemptRegime: 'yes' },
      { status: 'notObligated', reason: 'exemptRegime' },
    ],
    [
      { taxedInSpain: 'yes', usesSoftware: 'no', exemptRegime: 'no' },
      { status: 'notObligated', reason: 'invoicesByHand' },
    ],
    [
      { taxedInSpain: 'yes', usesSoftware: 'no', exemptRegime: 'yes' },
      { status: 'notObligated', reason: 'exemptRegime' },
    ],
    [
      { taxedInSpain: 'no', usesSoftware: 'yes', exemptRegime: 'no' },
      { status: 'notObligated', reason: 'notTaxedInSpain' },
    ],
    [
      { taxedInSpain: 'no', usesSoftware: 'yes', exemptRegime: 'yes' },
      { status: 'notObligated', reason: 'notTaxedInSpain' },
    ],
    [
      { taxedInSpain: 'no', usesSoftware: 'no', exemptRegime: 'no' },
      { status: 'notObligated', reason: 'notTaxedInSpain' },
    ],
    [
      { taxedInSpain: 'no', usesSoftware: 'no', exemptRegime: 'yes' },
      { status: 'notObligated', reason: 'notTaxedInSpain' },
    ],
  ])('%o → %o', (answers, expected) => {
    expect(obligationResult(answers)).toEqual(expected);
  });

  it('asks for the open questions before it answers', () => {
    expect(obligationResult({})).toEqual({
      status: 'incomplete',
      unanswered: ['taxedInSpain', 'usesSoftware', 'exemptRegime'],
    });
    // Even a "no" that would decide it waits for the rest: the visitor sees one complete answer.
    expect(obligationResult({ taxedInSpain: 'no', exemptRegime: 'no' })).toEqual({
      status: 'incomplete',
      unanswered: ['usesSoftware'],
    });
  });
});

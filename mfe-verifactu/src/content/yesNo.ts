/** A yes/no answer; a question nobody answered yet is simply absent. */
export type YesNo = 'yes' | 'no';
export type Answers<Question extends string> = Partial<Record<Question, YesNo>>;

/** The questions still open, in the order they are asked. */
export function unanswered<Question extends string>(
  questions: readonly Question[],
  answers: Answers<Question>,
): Question[] {
  return questions.filter((question) => answers[question] === undefined);
}

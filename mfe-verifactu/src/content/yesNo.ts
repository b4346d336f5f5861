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

const isYesNo = (value: unknown): value is YesNo => value === 'yes' || value === 'no';

/** The answers a form or URL holds (`taxedInSpain=yes`); anything but yes/no is unanswered. */
export function answersFrom<Question extends string>(
  questions: readonly Question[],
  read: (question: Question) => unknown,
): Answers<Question> {
  const answers: Answers<Question> = {};
  for (const question of questions) {
    const value = read(question);
    if (isYesNo(value)) answers[question] = value;
  }
  return answers;
}

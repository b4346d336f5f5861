import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  Button,
  colors,
  fontSize,
  listFormat,
  radius,
  space,
  useLocale,
  useSectionTexts,
} from 'shared-ui';
import styled, { css } from 'styled-components';
import { answersFrom, type Answers, type YesNo } from '../content/yesNo';
import { verifactuTexts } from '../texts';
import { YesNoQuestion } from './YesNoQuestion';

/**
 * The submit button's name: a check's URL with it (`muss-ich?taxedInSpain=yes&…&result`)
 * shows the result, so a check answered without JavaScript, or bookmarked, is
 * rendered by the server with its answers and result.
 */
const RESULT_PARAM = 'result';
const RESULT_ID = 'check-result';

/**
 * A yes/no check's state: the answers, and whether the visitor asked for the
 * result. Both start from the URL (the GET form's answers); once shown, the
 * result follows every changed answer.
 */
export function useYesNoCheck<Question extends string>(questions: readonly Question[]) {
  const [searchParams] = useSearchParams();
  const [answers, setAnswers] = useState<Answers<Question>>(() =>
    answersFrom(questions, (question) => searchParams.get(question)),
  );
  const [requests, setRequests] = useState(() => (searchParams.has(RESULT_PARAM) ? 1 : 0));
  const answer = (question: Question, value: YesNo) =>
    setAnswers((current) => ({ ...current, [question]: value }));
  const reset = () => {
    setAnswers({});
    setRequests(0);
  };
  return {
    questions,
    answers,
    answer,
    reset,
    requests,
    /** Takes over what the form holds: radios checked before hydration. */
    adopt: (formAnswers: Answers<Question>) => setAnswers(formAnswers),
    /** Shows the result for the answers the form holds (some may predate hydration). */
    requestResult: (formAnswers: Answers<Question>) => {
      setAnswers(formAnswers);
      setRequests((count) => count + 1);
    },
  };
}

export type YesNoCheck<Question extends string> = ReturnType<typeof useYesNoCheck<Question>>;

/**
 * The numbered questions bound to the check's answers, the result button and
 * (once asked for) the result, focused so it is read. A GET form of native
 * radios: it works before and without JavaScript; after hydration it answers
 * in place.
 */
export function CheckForm<Question extends string>({
  check,
  title,
  hint,
  result,
}: {
  check: YesNoCheck<Question>;
  title: (question: Question) => string;
  hint: (question: Question) => string;
  result: ReactNode;
}) {
  const { t } = useSectionTexts(verifactuTexts);
  const { pathname } = useLocation();
  const { requests, questions } = check;
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const formAnswers = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return answersFrom(questions, (question) => data.get(question));
  };
  // A choice clicked before hydration is in the DOM, not in the state: adopt
  // it, or the next render of the controlled radios would clear it.
  useEffect(() => {
    if (formRef.current) check.adopt(formAnswers(formRef.current));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);
  useEffect(() => {
    if (requests > 0) resultRef.current?.focus();
  }, [requests]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    check.requestResult(formAnswers(event.currentTarget));
  };
  return (
    <Form
      ref={formRef}
      method="get"
      action={`${pathname}#${RESULT_ID}`}
      onSubmit={submit}
      noValidate
    >
      {questions.map((question, index) => (
        <YesNoQuestion
          key={question}
          name={question}
          legend={`${index + 1}. ${title(question)}`}
          hint={hint(question)}
          value={check.answers[question]}
          onChange={(value) => check.answer(question, value)}
        />
      ))}
      <Button type="submit" name={RESULT_PARAM} value="" $size="lg">
        {t('common.showResult')}
      </Button>
      <div id={RESULT_ID} ref={resultRef} tabIndex={-1} aria-live="polite">
        {requests > 0 ? result : null}
      </div>
    </Form>
  );
}

/** "Bitte beantworte noch: Journal und Export" — in the visitor's language's list style. */
export function UnansweredMessage({
  messageKey,
  titles,
}: {
  /** A catalog key whose text has a `{{list}}`. */
  messageKey: string;
  titles: string[];
}) {
  const { t } = useSectionTexts(verifactuTexts);
  const language = useLocale((state) => state.language);
  const list = listFormat(language, { type: 'conjunction' }).format(titles);
  return <Problem role="alert">{t(messageKey, { list })}</Problem>;
}

export type ResultTone = 'good' | 'bad';

/** The result card: its heading, then what the visitor should know and do. */
export function ResultPanel({
  tone,
  title,
  children,
}: {
  tone: ResultTone;
  title: string;
  children: ReactNode;
}) {
  const { t } = useSectionTexts(verifactuTexts);
  return (
    <Panel $tone={tone}>
      <Eyebrow>{t('common.resultHeading')}</Eyebrow>
      <h2>
        <span aria-hidden="true">{tone === 'good' ? '✓ ' : '! '}</span>
        {title}
      </h2>
      {children}
    </Panel>
  );
}

/**
 * The result's next steps, always ending with "start again": a link to the
 * check without answers (so it works without JavaScript), which also clears
 * the answers in place.
 */
export function ResultActions({
  onRestart,
  children,
}: {
  onRestart: () => void;
  children?: ReactNode;
}) {
  const { t } = useSectionTexts(verifactuTexts);
  const { pathname } = useLocation();
  return (
    <Actions>
      {children}
      <Button as={Link} to={pathname} $variant="ghost" onClick={onRestart}>
        {t('common.restart')}
      </Button>
    </Actions>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.sm};
`;

const Form = styled.form`
  display: grid;
  gap: ${space.md};
  & > button {
    justify-self: start;
  }
  & > div[tabindex='-1']:focus {
    outline: none;
  }
`;

const Problem = styled.p`
  margin: 0;
  padding: ${space.md};
  border-radius: ${radius.md};
  border: 2px solid ${colors.danger};
  color: ${colors.text};
  font-weight: 700;
`;

const Panel = styled.div<{ $tone: ResultTone }>`
  display: grid;
  gap: ${space.sm};
  padding: ${space.lg};
  border-radius: ${radius.lg};
  background: ${colors.surface};
  ${({ $tone }) => css`
    border: 2px solid ${$tone === 'good' ? colors.success : colors.danger};
  `}
  h2 {
    margin: 0;
    font-size: ${fontSize.xl};
  }
  p,
  ul {
    margin: 0;
  }
`;

const Eyebrow = styled.p`
  color: ${colors.textMuted};
  font-size: ${fontSize.sm};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

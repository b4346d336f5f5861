import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, colors, fontSize, radius, space, useLocale, useSectionTexts } from 'shared-ui';
import styled, { css } from 'styled-components';
import type { Answers, YesNo } from '../content/yesNo';
import { verifactuTexts } from '../texts';
import { YesNoQuestion } from './YesNoQuestion';

/**
 * A yes/no check's state: the answers, and whether the visitor asked for the
 * result. Once shown, the result follows every changed answer.
 */
export function useYesNoCheck<Question extends string>() {
  const [answers, setAnswers] = useState<Answers<Question>>({});
  const [requests, setRequests] = useState(0);
  const answer = (question: Question, value: YesNo) =>
    setAnswers((current) => ({ ...current, [question]: value }));
  const reset = () => {
    setAnswers({});
    setRequests(0);
  };
  return {
    answers,
    answer,
    reset,
    requests,
    requestResult: () => setRequests((count) => count + 1),
  };
}

export type YesNoCheck<Question extends string> = ReturnType<typeof useYesNoCheck<Question>>;

/**
 * The numbered questions bound to the check's answers, the result button and
 * (once asked for) the result, focused so it is read.
 */
export function CheckForm<Question extends string>({
  check,
  questions,
  title,
  hint,
  result,
}: {
  check: YesNoCheck<Question>;
  questions: readonly Question[];
  title: (question: Question) => string;
  hint: (question: Question) => string;
  result: ReactNode;
}) {
  const { t } = useSectionTexts(verifactuTexts);
  const { requests } = check;
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (requests > 0) resultRef.current?.focus();
  }, [requests]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    check.requestResult();
  };
  return (
    <Form onSubmit={submit} noValidate>
      {questions.map((question, index) => (
        <YesNoQuestion
          key={question}
          legend={`${index + 1}. ${title(question)}`}
          hint={hint(question)}
          value={check.answers[question]}
          onChange={(value) => check.answer(question, value)}
        />
      ))}
      <Button type="submit" $size="lg">
        {t('common.showResult')}
      </Button>
      <div ref={resultRef} tabIndex={-1} aria-live="polite">
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
  const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(titles);
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

/** The result's next steps, always ending with "start again". */
export function ResultActions({
  onRestart,
  children,
}: {
  onRestart: () => void;
  children?: ReactNode;
}) {
  const { t } = useSectionTexts(verifactuTexts);
  return (
    <Actions>
      {children}
      <Button type="button" $variant="ghost" onClick={onRestart}>
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

import {
  colors,
  fontSize,
  PreviewNote,
  previewedFrame,
  radius,
  space,
  useListOrPreview,
  useLocale,
  useSectionTexts,
} from 'shared-ui';
import styled, { css } from 'styled-components';
import { EmptyState, ErrorState, LoadingState } from '../../components/ListStates';
import { SubpageLayout } from '../../components/SubpageLayout';
import { faqPreviewQuery, faqQuery } from '../../content/knowledgeQueries';
import { faqTexts } from './faqTexts';

/**
 * `faq`: Spain's Verifactu FAQs in the visitor's language. Each is a native
 * `<details>`: every answer is in the server HTML (search engines, find in
 * page), and a question opens with a click before any script has run. Its
 * `open` state is left to the browser (no `open` prop), so hydration keeps a
 * question the visitor opened early. With a preview token from the console
 * one more FAQ (active or not) is among them: open, marked 'Vorschau'.
 */
export function FaqPage() {
  const { t } = useSectionTexts(faqTexts);
  const language = useLocale((state) => state.language);
  const faqs = useListOrPreview(faqQuery(language), (token) => faqPreviewQuery(language, token));
  return (
    <SubpageLayout title={t('faq.heading')} lead={t('faq.lead')}>
      {faqs.isPending ? (
        <LoadingState text={t('faq.loading')} />
      ) : faqs.isError ? (
        <ErrorState
          text={t('faq.error')}
          retryLabel={t('faq.retry')}
          onRetry={() => void faqs.refetch()}
          retrying={faqs.isFetching}
        />
      ) : faqs.data === null ? (
        <EmptyState text={t('faq.previewInvalid')} />
      ) : faqs.data.length === 0 ? (
        <EmptyState text={t('faq.empty')} />
      ) : (
        <List>
          {faqs.data.map((faq) => (
            <Item key={faq.id} open={faq.preview} $previewed={Boolean(faq.preview)}>
              <Question>
                <h2>{faq.question}</h2>
                <Chevron aria-hidden="true">⌄</Chevron>
              </Question>
              <Answer>
                {faq.preview ? <PreviewNote>{t('faq.previewNote')}</PreviewNote> : null}
                <p>{faq.answer}</p>
              </Answer>
            </Item>
          ))}
        </List>
      )}
    </SubpageLayout>
  );
}

const List = styled.div`
  display: grid;
  gap: ${space.sm};
`;

const Item = styled.details<{ $previewed: boolean }>`
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  background: ${colors.surface};
  overflow: hidden;
  &[open] > summary > span {
    transform: rotate(180deg);
  }
  ${({ $previewed }) =>
    $previewed &&
    css`
      ${previewedFrame}
      p[role='note'] {
        margin-bottom: ${space.sm};
      }
    `}
`;

/** The question: a heading inside the summary, so the page's outline lists every question. */
const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  min-height: 44px;
  padding: ${space.md} ${space.lg};
  color: ${colors.text};
  font-weight: 700;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
  }
  h2 {
    margin: 0;
    font-size: ${fontSize.lg};
  }
`;

const Chevron = styled.span`
  flex: none;
  transition: transform 0.2s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Answer = styled.div`
  padding: 0 ${space.lg} ${space.lg};
  color: ${colors.text};
  p {
    margin: 0;
  }
`;

import { useQuery } from '@tanstack/react-query';
import { colors, fontSize, radius, space, useLocale, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { EmptyState, ErrorState, LoadingState } from '../../components/ListStates';
import { SubpageLayout } from '../../components/SubpageLayout';
import { faqQuery } from '../../content/knowledgeQueries';
import { verifactuTexts } from '../../texts';

/**
 * `faq`: Spain's Verifactu FAQs in the visitor's language. Each is a native
 * `<details>`: every answer is in the server HTML (search engines, find in
 * page), and a question opens with a click before any script has run. Its
 * `open` state is left to the browser (no `open` prop), so hydration keeps a
 * question the visitor opened early.
 */
export function FaqPage() {
  const { t } = useSectionTexts(verifactuTexts);
  const language = useLocale((state) => state.language);
  const faqs = useQuery(faqQuery(language));
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
      ) : faqs.data.length === 0 ? (
        <EmptyState text={t('faq.empty')} />
      ) : (
        <List>
          {faqs.data.map((faq) => (
            <Item key={faq.id}>
              <Question>
                <h2>{faq.question}</h2>
                <Chevron aria-hidden="true">⌄</Chevron>
              </Question>
              <Answer>
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

const Item = styled.details`
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  background: ${colors.surface};
  overflow: hidden;
  &[open] > summary > span {
    transform: rotate(180deg);
  }
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

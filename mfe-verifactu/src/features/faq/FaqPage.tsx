import * as Accordion from '@radix-ui/react-accordion';
import { useQuery } from '@tanstack/react-query';
import { colors, fontSize, radius, space, useLocale, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { EmptyState, ErrorState, LoadingState } from '../../components/ListStates';
import { SubpageLayout } from '../../components/SubpageLayout';
import { faqQuery } from '../../content/knowledgeQueries';
import { verifactuTexts } from '../../texts';

/** `faq`: Spain's Verifactu FAQs in the visitor's language, answers in an accordion. */
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
        <Root type="multiple">
          {faqs.data.map((faq) => (
            <Item key={faq.id} value={faq.id}>
              <Accordion.Header asChild>
                <h2>
                  <Trigger>
                    <span>{faq.question}</span>
                    <Chevron aria-hidden="true">⌄</Chevron>
                  </Trigger>
                </h2>
              </Accordion.Header>
              <Content>
                <p>{faq.answer}</p>
              </Content>
            </Item>
          ))}
        </Root>
      )}
    </SubpageLayout>
  );
}

const Root = styled(Accordion.Root)`
  display: grid;
  gap: ${space.sm};
`;

const Item = styled(Accordion.Item)`
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  background: ${colors.surface};
  overflow: hidden;
  h2 {
    margin: 0;
    font-size: ${fontSize.lg};
  }
`;

const Trigger = styled(Accordion.Trigger)`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  min-height: 44px;
  padding: ${space.md} ${space.lg};
  border: 0;
  background: transparent;
  color: ${colors.text};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
  }
  &[data-state='open'] > span:last-child {
    transform: rotate(180deg);
  }
`;

const Chevron = styled.span`
  flex: none;
  transition: transform 0.2s ease;
`;

const Content = styled(Accordion.Content)`
  padding: 0 ${space.lg} ${space.lg};
  color: ${colors.text};
  p {
    margin: 0;
  }
`;

import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, colors, fontSize, space, useLocalePath, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { ebooksTexts } from '../../texts';
import { EBOOKS_PATH } from '../ebooks/ebookRef';
import type { NewsletterOutcome } from './newsletterActions';

const TEXTS: Record<NewsletterOutcome, { title: string; text: string; good: boolean }> = {
  confirmed: { title: 'confirmedTitle', text: 'confirmedText', good: true },
  expired: { title: 'expiredTitle', text: 'expiredText', good: false },
  used: { title: 'usedTitle', text: 'usedText', good: true },
  invalid: { title: 'invalidTitle', text: 'invalidText', good: false },
  unsubscribed: { title: 'unsubscribedTitle', text: 'unsubscribedText', good: true },
};

/**
 * What a newsletter link did, said plainly: its own heading (the page's
 * h1), what it means and what to do; announced, and focused when it replaced
 * the button on the same page (with script).
 */
export function NewsletterOutcomeCard({
  outcome,
  invalidText,
  focus = false,
}: {
  outcome: NewsletterOutcome;
  /** The page's own words for an invalid link (confirming and unsubscribing differ). */
  invalidText?: string;
  focus?: boolean;
}) {
  const { t } = useSectionTexts(ebooksTexts);
  const to = useLocalePath();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, outcome]);
  const texts = TEXTS[outcome];
  return (
    <Outcome role="status" $good={texts.good} data-outcome={outcome}>
      <h1 ref={heading} tabIndex={-1}>
        <span aria-hidden="true">{texts.good ? '✓ ' : '! '}</span>
        {t(`newsletter.${texts.title}`)}
      </h1>
      <p>{outcome === 'invalid' && invalidText ? invalidText : t(`newsletter.${texts.text}`)}</p>
      <Button as={Link} to={to(EBOOKS_PATH)} $variant="secondary">
        {t('newsletter.toEbooks')}
      </Button>
    </Outcome>
  );
}

const Outcome = styled(Card)<{ $good: boolean }>`
  display: grid;
  gap: ${space.md};
  justify-items: start;
  border: 2px solid ${({ $good }) => ($good ? colors.success : colors.danger)};
  h1 {
    margin: 0;
    font-size: ${fontSize.xl};
  }
  h1:focus {
    outline: none;
  }
  p {
    margin: 0;
  }
`;

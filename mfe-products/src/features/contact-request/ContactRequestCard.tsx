import { emailProblem } from 'contracts/email-pattern';
import { CONTACT_FORM_ANCHOR } from 'contracts/lead-fields';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  Button,
  Card,
  colors,
  fontSize,
  layout,
  media,
  RecordText,
  SLOT_VALUE,
  space,
  useLeadForm,
  useSectionTexts,
  withText,
  type Language,
} from 'shared-ui';
import styled from 'styled-components';
import { productsTexts } from '../../texts';
import type { ContactField } from './contactRequestAction';
import { ContactRequestForm } from './ContactRequestForm';

/**
 * 'Beratung anfragen' (anchor `beratung`, where the product's call to action
 * leads): a stored request redirects to the page flagged as sent, which
 * thanks in place of the form (a reload does not post again). The thanks is
 * announced (status region) and, with script, takes the focus.
 */
export function ContactRequestCard({
  product,
}: {
  product: { name: string; slug: string; language: Language };
}) {
  const { t } = useSectionTexts(productsTexts);
  const name = <RecordText language={product.language}>{product.name}</RecordText>;
  const { pathname } = useLocation();
  const form = useLeadForm<ContactField>({
    anchor: CONTACT_FORM_ANCHOR,
    revalidate: { email: emailProblem },
  });
  const thanked = form.sent && !form.failure;
  const thanks = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (thanked) thanks.current?.focus();
  }, [thanked]);
  return (
    <Anchored as="section" id={CONTACT_FORM_ANCHOR} aria-labelledby="contact-title">
      <h2 id="contact-title">{t('contact.title')}</h2>
      <div role="status" aria-live="polite">
        {thanked ? (
          <Thanks>
            <h3 ref={thanks} tabIndex={-1}>
              <span aria-hidden="true">✓ </span>
              {t('contact.successTitle')}
            </h3>
            <p>{withText(t('contact.successText', { product: SLOT_VALUE }), name)}</p>
            <Button as={Link} to={`${pathname}#${CONTACT_FORM_ANCHOR}`} $variant="secondary">
              {t('contact.again')}
            </Button>
          </Thanks>
        ) : null}
      </div>
      {thanked ? null : (
        <>
          <p>{withText(t('contact.intro', { product: SLOT_VALUE }), name)}</p>
          <ContactRequestForm form={form} productSlug={product.slug} />
        </>
      )}
    </Anchored>
  );
}

const Anchored = styled(Card)`
  margin: ${space.xl} 0;
  scroll-margin-top: calc(${layout.headerHeight} + ${space.md});
  ${media.mobile} {
    padding: ${space.lg};
  }
  h2 {
    font-size: ${fontSize.xl};
  }
`;

const Thanks = styled.div`
  display: grid;
  gap: ${space.sm};
  justify-items: start;
  padding: ${space.md};
  border: 2px solid ${colors.success};
  border-radius: 0.75rem;
  h3 {
    margin: 0;
    font-size: ${fontSize.lg};
  }
  h3:focus {
    outline: none;
  }
  p {
    margin: 0;
  }
`;

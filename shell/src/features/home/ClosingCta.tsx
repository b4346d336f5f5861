import { MENU_PRODUCT_SLUGS } from 'contracts/product-pages';
import { CONTACT_FORM_ANCHOR } from 'contracts/lead-fields';
import { Link } from 'react-router-dom';
import { Button, colors, Container, fontSize, space, useLocale, useTranslation } from 'shared-ui';
import styled from 'styled-components';
import { useSectionHref } from '../sections/SiteContext';

/**
 * The page's last word: a free e-book, or a conversation about a website
 * (the country's website product, at its 'Beratung anfragen' form). A
 * button whose page no section declares is left out; both gone, the block too.
 */
export function ClosingCta() {
  const { t } = useTranslation('shell');
  const country = useLocale((state) => state.country);
  const ebooks = useSectionHref('ebooks.list');
  const website = useSectionHref('products.marketing-product', {
    slug: MENU_PRODUCT_SLUGS.website[country],
  });
  if (!ebooks && !website) return null;
  return (
    <Band aria-labelledby="home-cta">
      <Container>
        <h2 id="home-cta">{t('home.ctaTitle')}</h2>
        <p>{t('home.ctaText')}</p>
        <Actions>
          {ebooks ? (
            <Button as={Link} to={ebooks} $size="lg">
              {t('home.ctaEbooks')}
            </Button>
          ) : null}
          {website ? (
            <Button
              as={Link}
              to={`${website}#${CONTACT_FORM_ANCHOR}`}
              $size="lg"
              $variant="secondary"
            >
              {t('home.ctaContact')}
            </Button>
          ) : null}
        </Actions>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  margin-top: ${space.xl};
  padding: ${space.xxl} 0;
  /* The hero's light, mirrored: the page ends as it began (text colours of the theme). */
  background:
    radial-gradient(50rem 24rem at 10% 0%, rgb(16 185 129 / 0.2), transparent 60%),
    radial-gradient(40rem 20rem at 95% 100%, rgb(236 72 153 / 0.14), transparent 60%);
  h2 {
    font-size: ${fontSize.xxl};
    font-weight: 800;
    margin: 0 0 ${space.sm};
  }
  p {
    font-size: ${fontSize.lg};
    color: ${colors.textMuted};
    max-width: 40rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin-top: ${space.lg};
`;

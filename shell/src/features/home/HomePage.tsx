import { Suspense } from 'react';
import { useTranslation } from 'shared-ui';
import { Link } from 'react-router-dom';
import {
  Button,
  colors,
  Container,
  fontSize,
  Lead,
  space,
  useLocale,
  useLocalePath,
} from 'shared-ui';
import styled from 'styled-components';
import { useSectionHref } from '../sections/SiteContext';
import { HOME_BLOCKS_ID, HomeBlocks } from './homeBlocksChunk';

/**
 * Home (SPEC §1): the hero — the 47% claim with its source, the promise, two
 * calls to action — then the blocks that sell.
 */
export function HomePage() {
  const locale = useLocale((state) => `${state.language}_${state.country}`);
  return (
    <>
      <HomeHero />
      <div id={HOME_BLOCKS_ID}>
        {/* A new locale is a new boundary: blocks not hydrated yet are replaced, never hydrated with other texts. */}
        <Suspense key={locale} fallback={null}>
          <HomeBlocks />
        </Suspense>
      </div>
    </>
  );
}

function HomeHero() {
  const { t } = useTranslation('shell');
  const to = useLocalePath();
  // The e-books are the first step the hero offers; named by their page, not their path.
  const ebooks = useSectionHref('ebooks.list');
  return (
    <Hero>
      <Container>
        <Claim>{t('home.claim')}</Claim>
        <Title>{t('home.title')}</Title>
        <Lead>{t('home.text')}</Lead>
        <Actions>
          {ebooks && (
            <Button as={Link} to={ebooks} $size="lg">
              {t('home.cta')}
            </Button>
          )}
          <Button as={Link} to={to('about')} $size="lg" $variant="secondary">
            {t('home.more')}
          </Button>
        </Actions>
        <Source>{t('home.source')}</Source>
      </Container>
    </Hero>
  );
}

const Hero = styled.section`
  padding: ${space.xxl} 0;
  background:
    radial-gradient(60rem 30rem at 90% -10%, rgb(16 185 129 / 0.22), transparent 60%),
    radial-gradient(40rem 24rem at -10% 110%, rgb(236 72 153 / 0.16), transparent 60%);
`;

const Claim = styled.p`
  display: inline-block;
  padding: ${space.xs} ${space.md};
  border-radius: 999px;
  /* A deeper emerald than the palette's so white text keeps a 5:1 contrast. */
  background: linear-gradient(135deg, #047857 0%, #0f766e 100%);
  color: #fff;
  font-weight: 700;
`;

const Title = styled.h1`
  font-size: ${fontSize.hero};
  font-weight: 800;
  letter-spacing: -0.03em;
  max-width: 18ch;
  margin-top: ${space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin: ${space.xl} 0 ${space.lg};
`;

const Source = styled.p`
  font-size: ${fontSize.sm};
  color: ${colors.textMuted};
`;

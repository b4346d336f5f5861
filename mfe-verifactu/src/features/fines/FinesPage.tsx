import { Link } from 'react-router-dom';
import { Button, colors, fontSize, radius, space, useLocale, useSectionTexts } from 'shared-ui';
import styled, { css } from 'styled-components';
import { SubpageLayout } from '../../components/SubpageLayout';
import { surfacePanel } from '../../components/surfacePanel';
import { useVerifactuPath } from '../../content/paths';
import { finesTexts } from './finesTexts';
import { FINES, formatFineRange, type RiskLevel } from './fines';

/** `strafen`: the four fine ranges of SPEC §9, each with its risk level (in words, not colour alone). */
export function FinesPage() {
  const { t } = useSectionTexts(finesTexts);
  const language = useLocale((state) => state.language);
  const path = useVerifactuPath();
  return (
    <SubpageLayout title={t('fines.heading')} lead={t('fines.lead')}>
      <List>
        {FINES.map((fine) => (
          <Item key={fine.id} data-risk={fine.risk}>
            <h2>{t(`fines.items.${fine.id}.title`)}</h2>
            <Range>{formatFineRange(fine, language)}</Range>
            <p>{t(`fines.items.${fine.id}.text`)}</p>
            <Risk $risk={fine.risk}>{t(`fines.risk.${fine.risk}`)}</Risk>
          </Item>
        ))}
      </List>
      <Button as={Link} to={path('registerCheck')} $size="lg">
        {t('fines.cta')}
      </Button>
    </SubpageLayout>
  );
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  align-content: start;
  gap: ${space.sm};
  ${surfacePanel}
  h2 {
    margin: 0;
    font-size: ${fontSize.lg};
  }
  p {
    margin: 0;
  }
`;

const Range = styled.p`
  font-size: ${fontSize.xl};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

const Risk = styled.p<{ $risk: RiskLevel }>`
  justify-self: start;
  padding: ${space.xs} ${space.md};
  border-radius: ${radius.pill};
  font-size: ${fontSize.sm};
  font-weight: 700;
  ${({ $risk }) =>
    $risk === 'high'
      ? css`
          background: ${colors.danger};
          color: ${colors.dangerText};
        `
      : css`
          border: 2px solid ${colors.danger};
          color: ${colors.text};
        `}
`;

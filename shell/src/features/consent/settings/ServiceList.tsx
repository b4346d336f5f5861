import type { ConsentService, StorageEntryRecord } from 'contracts';
import { colors, fontSize, type Language, numberFormat, space, type TFunction } from 'shared-ui';
import styled from 'styled-components';

/** "30 Tage", "1 año", "6 mois": the unit spelled out in the page's language. */
function lifetimeText(lifetime: StorageEntryRecord['lifetime'], language: Language, t: TFunction) {
  if (typeof lifetime === 'string') return t(`lifetimes.${lifetime}`);
  return numberFormat(language, {
    style: 'unit',
    unit: lifetime.unit,
    unitDisplay: 'long',
  }).format(lifetime.amount);
}

/** A category's services: name, provider, purpose and what each stores on the device for how long. */
export function ServiceList({
  services,
  language,
  t,
}: {
  services: ConsentService[];
  language: Language;
  t: TFunction;
}) {
  if (services.length === 0) return <p>{t('noServices')}</p>;
  return (
    <List>
      {services.map((service) => (
        <li key={service.id}>
          <h3>{service.name}</h3>
          <dl>
            <dt>{t('service.vendor')}</dt>
            <dd>{service.vendor}</dd>
            <dt>{t('service.purpose')}</dt>
            <dd>{service.purpose}</dd>
            <dt>{t('service.storage')}</dt>
            <dd>
              {service.storage.length === 0 ? (
                t('service.none')
              ) : (
                <ul>
                  {service.storage.map((entry) => (
                    <li key={`${entry.kind}:${entry.name}`}>
                      <code>{entry.name}</code> – {t(`kinds.${entry.kind}`)},{' '}
                      {lifetimeText(entry.lifetime, language, t)}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </dl>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.md};
  > li {
    padding-top: ${space.md};
    border-top: 1px solid ${colors.border};
  }
  h3 {
    font-size: ${fontSize.md};
    margin-bottom: ${space.sm};
  }
  dl {
    display: grid;
    grid-template-columns: minmax(6rem, max-content) 1fr;
    gap: ${space.xs} ${space.md};
    margin: 0;
    font-size: ${fontSize.sm};
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    color: ${colors.textMuted};
  }
  dd ul {
    margin: 0;
    padding-left: 1.1rem;
  }
  code {
    color: ${colors.text};
  }
`;

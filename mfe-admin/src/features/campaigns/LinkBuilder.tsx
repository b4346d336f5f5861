import { useEffect, useState } from 'react';
import { Form, useSearchParams } from 'react-router-dom';
import { Button, InputField, space } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { FigureCard } from '../dashboard/ChartFigure';
import { campaignFilters, FUNNEL_PARAM } from './campaignPaths';
import {
  campaignLink,
  LINK_FIELDS,
  linkErrors,
  linkValues,
  MAIN_PAGES,
  type LinkError,
  type LinkField,
  type LinkValues,
} from './campaignLink';
import { useSiteOrigin } from './siteOrigin';

const PAGES_LIST = 'campaign-link-pages';

/**
 * The campaign link builder: page + source, medium, campaign → the URL to
 * copy. A GET form on this page: without JavaScript, sending it renders the
 * checked fields and the link in a read-only field; with it, the link and
 * what is wrong follow each keystroke. The report's filters ride along as
 * hidden fields, so building a link keeps the report on screen.
 */
export function LinkBuilder() {
  const [search] = useSearchParams();
  // Keyed by the URL: a sent form shows the values it sent.
  return <Builder key={search.toString()} search={search} />;
}

function Builder({ search }: { search: URLSearchParams }) {
  const { t } = useConsoleTexts();
  const origin = useSiteOrigin();
  const [values, setValues] = useState<LinkValues>(() => linkValues(search));
  const sent = LINK_FIELDS.some((field) => search.has(field));
  const errors = linkErrors(values);
  const link = campaignLink(origin, values);
  const errorOf = (field: LinkField) => {
    const error = errors[field];
    return error && (sent || values[field] !== '') ? errorText(t, error) : undefined;
  };
  const field = (name: LinkField, label: string, hint: string, extra = {}) => (
    <InputField
      label={label}
      name={name}
      hint={hint}
      value={values[name]}
      error={errorOf(name)}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      {...extra}
    />
  );
  const kept = [...campaignFilters(search), ...optional(FUNNEL_PARAM, search.get(FUNNEL_PARAM))];
  return (
    <FigureCard as="section" aria-labelledby="link-builder-title">
      <h2 id="link-builder-title">{t('campaigns.builderTitle')}</h2>
      <p>{t('campaigns.builderIntro')}</p>
      <Form method="get" noValidate>
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Fields>
          {field('linkPage', t('campaigns.page'), t('campaigns.pageHint'), { list: PAGES_LIST })}
          {field('linkSource', t('campaigns.source'), t('campaigns.sourceHint'))}
          {field('linkMedium', t('campaigns.medium'), t('campaigns.mediumHint'))}
          {field('linkCampaign', t('campaigns.campaign'), t('campaigns.campaignHint'))}
        </Fields>
        <datalist id={PAGES_LIST}>
          {MAIN_PAGES.map((page) => (
            <option key={page} value={page} />
          ))}
        </datalist>
        <Button type="submit" $variant="secondary">
          {t('campaigns.build')}
        </Button>
      </Form>
      {link ? <BuiltLink link={link} /> : null}
    </FigureCard>
  );
}

/** The link in a read-only field (select it to copy); with JavaScript, a copy button too. */
function BuiltLink({ link }: { link: string }) {
  const { t } = useConsoleTexts();
  const [scripted, setScripted] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setScripted(true), []);
  useEffect(() => setCopied(false), [link]);
  return (
    <Result>
      <InputField
        label={t('campaigns.builtUrl')}
        value={link}
        readOnly
        onFocus={(event) => event.target.select()}
      />
      {scripted ? (
        <Button
          type="button"
          onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true))}
        >
          {t('campaigns.copy')}
        </Button>
      ) : null}
      <p role="status">{copied ? t('campaigns.copied') : null}</p>
    </Result>
  );
}

const optional = (name: string, value: string | null): [string, string][] =>
  value ? [[name, value]] : [];

function errorText(t: ReturnType<typeof useConsoleTexts>['t'], error: LinkError): string {
  return t(`campaigns.errors.${error.key}`, error);
}

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${space.md};
  margin-bottom: ${space.md};
`;

const Result = styled.div`
  display: grid;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;

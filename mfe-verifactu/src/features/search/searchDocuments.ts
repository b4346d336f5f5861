import type { Faq, GlossaryEntry } from 'contracts';
import { LIST_PAGES, VERIFACTU_ENTRIES } from 'contracts/list-pages';
import {
  catalogPageDocuments,
  type CatalogPage,
  type SearchContext,
  type SearchDocument,
} from 'shared-ui';
import { GUIDE_PATH, HUB_PATH, subpagePath, type Subpage } from '../../content/paths';
import { verifactuTexts } from '../../texts';
import type { VerifactuCatalog } from '../../texts/de';

/** Verifactu is Spanish law: all of it is Spain's content, labelled so for everyone else. */
const SPAIN = [VERIFACTU_ENTRIES.country] as const;

type PageBlock = { metaTitle: string; metaDescription: string; heading: string };

const page = (
  path: string,
  block: (texts: VerifactuCatalog) => PageBlock,
): CatalogPage<VerifactuCatalog> => ({
  path,
  countries: SPAIN,
  words: (texts) => {
    const { metaTitle, metaDescription, heading } = block(texts);
    return { title: metaTitle, text: `${heading}. ${metaDescription}` };
  },
});

/** The guides: the hub and each subpage (not the alias `muss-ich-verifactu-nutzen`). */
const SUBPAGE_BLOCKS: [Subpage, (texts: VerifactuCatalog) => PageBlock][] = [
  ['howItWorks', (texts) => texts.howItWorks],
  ['deadlines', (texts) => texts.deadlines],
  ['registerCheck', (texts) => texts.registerCheck],
  ['obligationCheck', (texts) => texts.obligationCheck],
  ['fines', (texts) => texts.fines],
  ['hairBeauty', (texts) => texts.industries.hairBeauty],
  ['cafeGastro', (texts) => texts.industries.cafeGastro],
  ['retail', (texts) => texts.industries.retail],
  ['faq', (texts) => texts.faq],
  ['glossary', (texts) => texts.glossary],
];

const PAGES: CatalogPage<VerifactuCatalog>[] = [
  page(HUB_PATH, (texts) => texts.hub),
  ...SUBPAGE_BLOCKS.map(([key, block]) => page(subpagePath(key), block)),
  {
    path: GUIDE_PATH,
    countries: SPAIN,
    words: (texts) => ({
      title: texts.guide.title,
      text: `${texts.guide.subtitle}. ${texts.guide.keywords}`,
    }),
  },
];

/**
 * What the site search finds here: the guides (from the catalog) and each
 * FAQ entry and glossary term the FAQ and glossary pages list (Spain's, in
 * the context's language).
 */
export async function searchDocuments({
  fetchJson,
  language,
}: SearchContext): Promise<SearchDocument[]> {
  const { country, topic } = VERIFACTU_ENTRIES;
  const [faqs, terms] = await Promise.all([
    fetchJson(`/api/faqs?country=${country}&category=${topic}&language=${language}`) as Promise<
      Faq[]
    >,
    fetchJson(`/api/glossary?country=${country}&context=${topic}&language=${language}`) as Promise<
      GlossaryEntry[]
    >,
  ]);
  const entry = (kind: 'faq' | 'glossary', title: string, text: string, path: string) => ({
    kind,
    title,
    text,
    path,
    language,
    countries: SPAIN,
  });
  return [
    ...catalogPageDocuments(verifactuTexts, language, PAGES),
    ...faqs.map((faq) => entry('faq', faq.question, faq.answer, LIST_PAGES.faqs)),
    ...terms.map((term) => entry('glossary', term.term, term.definition, LIST_PAGES.glossary)),
  ];
}

import { Link } from 'react-router-dom';
import {
  Button,
  RecordText,
  useLocalePath,
  useSectionTexts,
  VisuallyHidden,
  type Language,
} from 'shared-ui';
import { productsTexts } from '../../texts';
import { ctaTarget } from './ctaTarget';

/**
 * The product's call to action; external web pages open in a new tab without
 * opener or referrer; a part of the page (`#beratung`, the contact form) is a
 * plain in-page link, which works before and without script. Its text is
 * the product's, marked when not in the page's language.
 */
export function CtaLink({
  link,
  text: productText,
  language,
}: {
  link: string;
  text: string;
  language: Language;
}) {
  const { t } = useSectionTexts(productsTexts);
  const to = useLocalePath();
  const target = ctaTarget(link);
  const text = <RecordText language={language}>{productText}</RecordText>;
  if (!target) return null;
  if (target.kind === 'anchor')
    return (
      <Button as="a" href={target.hash} $size="lg">
        {text}
      </Button>
    );
  if (target.kind === 'site')
    return (
      <Button as={Link} to={target.localized ? target.path : to(target.path)} $size="lg">
        {text}
      </Button>
    );
  if (target.kind === 'app')
    return (
      <Button as="a" href={target.href} $size="lg">
        {text}
      </Button>
    );
  return (
    <Button as="a" href={target.href} target="_blank" rel="noopener noreferrer" $size="lg">
      {text}
      <span aria-hidden="true">↗</span>
      <VisuallyHidden>{t('detail.newTab')}</VisuallyHidden>
    </Button>
  );
}

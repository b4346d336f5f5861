import { useQuery } from '@tanstack/react-query';
import type { Testimonial } from 'contracts';
import { OnlyInLanguageNote, Quote, useLocale, useRecordLanguage, useTranslation } from 'shared-ui';
import { useSectionHref } from '../sections/SiteContext';
import { CardGrid, HomeBlock, TextCard } from './HomeBlock';
import { countryStoriesQuery } from './homeQueries';

/** How many of the country's success stories the home page quotes (the newest). */
export const HOME_STORIES = 3;

/** Small businesses of the visitor's country in their own words, linking to all stories. */
export function HomeStories() {
  const { t } = useTranslation('shell');
  const { country, language } = useLocale();
  const { data: stories } = useQuery(countryStoriesQuery(country, language));
  const all = useSectionHref('ebooks.stories');
  if (!all || !stories?.length) return null;
  return (
    <HomeBlock
      id="home-stories"
      title={t('home.storiesTitle')}
      text={t('home.storiesText')}
      more={{ to: all, label: t('home.allStories') }}
    >
      <CardGrid>
        {stories.slice(0, HOME_STORIES).map((story) => (
          <li key={story.id}>
            <Story story={story} />
          </li>
        ))}
      </CardGrid>
    </HomeBlock>
  );
}

function Story({ story }: { story: Testimonial }) {
  const { textsLang } = useRecordLanguage(story.language);
  return (
    <TextCard as="figure" {...textsLang}>
      <Quote>
        <p>{story.quote}</p>
      </Quote>
      {/* The note before the caption: a figcaption is a figure's first or last child, never between. */}
      <OnlyInLanguageNote language={story.language} />
      <figcaption>
        <strong>{story.name}</strong>
        <br />
        {[story.business, story.location].filter(Boolean).join(' · ')}
      </figcaption>
    </TextCard>
  );
}

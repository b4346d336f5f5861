import { QueryClient } from '@tanstack/react-query';
import { createI18n } from 'shared-ui';
import { facebookEbook } from '../../testing/mockApi';
import { ebookDetailQuery } from '../ebooks/ebookQueries';
import { ebookDetailMeta } from './ebookDetailMeta';

function metaOf(language: 'de' | 'es', ebook = facebookEbook) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(
    ebookDetailQuery({ kind: 'numeric', numericId: 1 }, language).queryKey,
    ebook,
  );
  return ebookDetailMeta(createI18n(language), {
    params: { ebookRef: 'facebook-fuer-lokale-unternehmen-1' },
    queryClient,
  });
}

describe("the e-book page's head", () => {
  it("shows the e-book's 1200×630 cover as the link preview, in the page's language", () => {
    expect(metaOf('es').image).toEqual({
      path: '/api/ebooks/10000000-0000-4000-8000-000000000001/cover.png?language=es&v=v1Facebook01',
      type: 'image/png',
      width: 1200,
      height: 630,
      alt: facebookEbook.title,
    });
  });

  it('describes the e-book by its own description, else by its category', () => {
    expect(metaOf('de').description).toBe(
      'Professionelle Tipps und Strategien für Facebook – jetzt kostenlos als E-Book herunterladen.',
    );
    expect(
      metaOf('de', { ...facebookEbook, description: 'Kunden aus der Nachbarschaft.' }),
    ).toMatchObject({ description: 'Kunden aus der Nachbarschaft.' });
  });

  it('speaks the language of the texts: an e-book only in German on a Spanish page', () => {
    const meta = metaOf('es', { ...facebookEbook, language: 'de' });
    expect(meta.title).toBe(facebookEbook.title);
    expect(meta.description).toBe(
      'Professionelle Tipps und Strategien für Facebook – jetzt kostenlos als E-Book herunterladen.',
    );
  });
});

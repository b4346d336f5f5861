import { ebookMessages } from 'contracts/admin';
import { useContentMessages } from '../content/useContentMessages';

/** The console's texts, and an e-book API message said in the member's language (with the e-book it names). */
export const useEbookTexts = () => useContentMessages('ebooks', ebookMessages);

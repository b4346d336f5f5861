import type { SectionTexts } from 'shared-ui';
import { de, type ShellCatalog } from './de';
import { es } from './es';
import { fr } from './fr';

export const shellTexts: SectionTexts<ShellCatalog> = { ns: 'shell', resources: { de, es, fr } };

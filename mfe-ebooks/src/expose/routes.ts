import type { SectionModule } from 'shared-ui';

/** What this remote shows for the shell's route ids (see shell/src/app/sections.ts). */
export const routes: SectionModule['routes'] = {};

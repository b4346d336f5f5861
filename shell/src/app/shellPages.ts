import { BRAND } from 'contracts/brand';
import type { ComponentType } from 'react';
import { AboutPage } from '../features/about/AboutPage';
import { HomePage } from '../features/home/HomePage';
import { WhyPage } from '../features/why/WhyPage';

/**
 * The pages the shell renders itself (no remote), as data: the route table,
 * the head (`meta.<metaKey>Title/Description` in the shell catalog) and the
 * sitemap read this one list.
 */
export interface ShellPage {
  id: string;
  /** Relative to the locale prefix; '' is home. */
  path: string;
  Component: ComponentType;
  metaKey: 'home' | 'about' | 'why';
}

export const shellPages: ShellPage[] = [
  { id: 'home', path: '', Component: HomePage, metaKey: 'home' },
  { id: 'about', path: 'about', Component: AboutPage, metaKey: 'about' },
  { id: 'why', path: `warum-${BRAND.slug}`, Component: WhyPage, metaKey: 'why' },
];

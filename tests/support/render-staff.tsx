import axe from 'axe-core';
import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { StaffSessionProvider } from '../../web/src/features/staff/hooks/staff-session';
import { renderApp } from './render-app';
import type { Language } from '@gsk/core/i18n/language';

/** A console page as the staff shell mounts it: a path under the console's root and a component. */
export interface ConsolePage {
  path: string;
  Page: ComponentType;
}

/**
 * The console's pages under `/staff` and `/en/staff`, each inside a `<main>` as the shell's
 * layout puts it, within the console's session (the shell itself, with its sign-in guard, is not
 * part of them).
 */
export const consoleRoutes = (pages: readonly ConsolePage[]): RouteObject[] =>
  ['/staff', '/en/staff'].map((root) => ({
    path: root,
    element: (
      <StaffSessionProvider>
        <Outlet />
      </StaffSessionProvider>
    ),
    children: pages.map(({ path, Page }) => ({
      path,
      element: (
        <main>
          <Page />
        </main>
      ),
    })),
  }));

/**
 * Renders console pages at a path of the console (`applications`), in a language: the English
 * pages under `/en/staff`, as the site's links put them.
 */
export const renderConsole = (
  pages: readonly ConsolePage[],
  path: string,
  { language = 'bm' }: { language?: Language } = {},
) =>
  renderApp(`${language === 'eng' ? '/en' : ''}/staff/${path}`, {
    language,
    routes: consoleRoutes(pages),
  });

/**
 * axe-core's violations on the rendered page (its default rules, WCAG 2.x A and AA). jsdom lays
 * nothing out, so colour contrast is left to the browser journeys.
 */
export const axeViolations = async (root: Element = document.body): Promise<string[]> => {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
};

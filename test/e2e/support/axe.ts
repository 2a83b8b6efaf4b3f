import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's WCAG 2.1 A/AA violations on the page as it is now, one line each ("<label>: <rule> (<nodes>)"),
 * only the serious and critical ones unless `all` is set.
 */
export async function axeViolations(page: Page, label: string, { all = false } = {}): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return result.violations
    .filter((violation) => all || violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${label}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

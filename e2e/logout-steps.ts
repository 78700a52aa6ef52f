import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { logoutStepIds } from '../apps/web/src/lib/auth/logout';

type Snapshot = string[];

declare global {
  interface Window {
    __logoutSnapshots?: Snapshot[];
  }
}

/**
 * Records every state the logout screen's step list goes through (one snapshot of the five
 * data-status values per DOM change), from the first paint on. Call before navigating.
 */
export async function recordLogoutSteps(page: Page): Promise<void> {
  await page.addInitScript((ids: readonly string[]) => {
    window.__logoutSnapshots = [];
    const snapshot = () => {
      const steps = ids.map((id) => document.querySelector(`[data-testid="logout-step-${id}"]`));
      if (steps.some((step) => step === null)) return;
      const statuses = steps.map((step) => step!.getAttribute('data-status') ?? '');
      const last = window.__logoutSnapshots!.at(-1);
      if (last?.join() !== statuses.join()) window.__logoutSnapshots!.push(statuses);
    };
    new MutationObserver(snapshot).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-status'],
    });
  }, logoutStepIds);
}

/**
 * The logout screen ran the five steps one after the other: every recorded state is some steps
 * done, then at most one running, then the rest pending (never a later step ahead of an earlier
 * one), and the last state has all five done.
 */
export async function expectLogoutStepsInOrder(page: Page): Promise<void> {
  await page.getByTestId('logout-done').waitFor({ timeout: 15_000 });
  for (const id of logoutStepIds) {
    expect(await page.getByTestId(`logout-step-${id}`).getAttribute('data-status'), id).toBe('done');
  }
  const snapshots = await page.evaluate(() => window.__logoutSnapshots ?? []);
  expect(snapshots.length).toBeGreaterThan(1);
  for (const statuses of snapshots) {
    expect(statuses.join(' '), 'steps run in order').toMatch(/^(done ?)*(running ?)?(pending ?)*$/);
  }
  expect(snapshots.at(-1)).toEqual(logoutStepIds.map(() => 'done'));
}

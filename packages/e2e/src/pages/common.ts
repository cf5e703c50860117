import type { Locator, Page } from 'playwright-core';
import type { RecordedToast } from '../support/browser.ts';

/**
 * Waits for a toast with this text and returns its type (info, success, warning, danger). A toast
 * that came and went before the wait began counts too, once (see recordToasts).
 */
export async function waitForToast(page: Page, text: string): Promise<string | null> {
  const found = await page.waitForFunction((wanted) => {
    const log = (window as unknown as { __sightlineToasts?: RecordedToast[] }).__sightlineToasts;
    if (log) {
      const hit = log.find((t) => !t.consumed && t.text.includes(wanted));
      if (!hit) return false;
      hit.consumed = true;
      return { type: hit.type };
    }
    const el = [...document.querySelectorAll('[data-test="toast"]')].find((e) =>
      (e.textContent ?? '').includes(wanted),
    );
    return el ? { type: el.getAttribute('data-toast-type') } : false;
  }, text);
  return ((await found.jsonValue()) as { type: string | null }).type;
}

/**
 * Waits until either the success toast or an error alert shows, and throws with the alert's text
 * so a failing step says what the app said.
 */
export async function expectSuccessOrThrow(
  page: Page,
  scope: Locator,
  successToast: string,
): Promise<void> {
  const toast = page.locator('[data-test="toast"]', { hasText: successToast }).first();
  const alert = scope.locator('[data-test="error-alert"]').first();
  await toast.or(alert).waitFor({ state: 'visible' });
  if (await alert.isVisible()) {
    const toggle = alert.locator('[data-test="error-alert-toggle"]');
    if (await toggle.isVisible()) await toggle.click();
    throw new Error(`Expected "${successToast}" but the app showed: ${await alert.innerText()}`);
  }
}

/** Picks the option with this label in an antd Select marked with data-test. */
export async function pickSelectOption(page: Page, select: Locator, label: string): Promise<void> {
  await select.click();
  const option = page.locator(
    `.ant-select-dropdown .ant-select-item-option[title="${label}"]:visible`,
  );
  await option.click();
  await select.locator(`[title="${label}"]`).first().waitFor();
}

/** The body rows of a list table whose cells include one with exactly this text. */
export function tableRow(page: Page, table: Locator, cellText: string): Locator {
  return table
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: cellText, exact: true }) });
}

import { expect, test, type Page } from '@playwright/test';
import { settle } from './support/a11y-sweep';
import { WCAG_21_A_AA, axeSummary } from './support/axe';
import { watchRequests } from './support/network-quiet';
import { signIn } from './support/session';
import { text } from './support/texts';
import { USERS } from './support/users';

/* The keyboard part of the accessibility checks (the axe sweep is support/a11y-sweep.ts): skip link, visible focus,
 * the account menu and a dialog that keep and return focus, form errors tied to their fields and announced, a whole
 * flow by keyboard alone. */
async function focusedInfo(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    // Mantine inputs show focus by turning their border to the primary colour.
    const probe = document.createElement('span');
    probe.style.color = 'var(--mantine-primary-color-filled)';
    document.body.appendChild(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    return {
      tag: el.tagName.toLowerCase(),
      id: el.id,
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
      border: style.borderStyle !== 'none' && parseFloat(style.borderWidth) > 0 && style.borderColor === primary,
      visible:
        rect.width > 0 &&
        rect.height > 0 &&
        rect.bottom > 0 &&
        rect.top < window.innerHeight &&
        rect.right > 0 &&
        rect.left < window.innerWidth,
    };
  });
}

/** Presses Tab `stops` times: each stop that takes focus must show it and be on screen; answers what took focus. */
async function expectVisibleStops(page: Page, stops: number) {
  const seen: string[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    const info = await focusedInfo(page);
    if (!info) continue;
    seen.push(`${info.tag} ${info.text}`);
    expect(info.outline || info.shadow || info.border, `no focus indicator on ${info.tag} "${info.text}"`).toBe(true);
    expect(info.visible, `focused ${info.tag} "${info.text}" is off screen`).toBe(true);
  }
  expect(seen.length).toBeGreaterThan(3);
  return seen;
}

test.describe('keyboard', () => {
  test.beforeEach(({ page }) => watchRequests(page)); // for settle
  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    for (const path of ['/legal/terms', '/auth']) {
      await page.goto(path);
      await settle(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: text('en', 'common:app.skipToContent') });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
      // The next Tab continues inside the main content, past header and menu.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
    }
  });

  test('every focus stop is visible, signed in and out', async ({ page }) => {
    await page.goto('/auth');
    await settle(page);
    await expectVisibleStops(page, 12);
    await signIn(page, USERS.demo);
    await settle(page);
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await expectVisibleStops(page, 25);
  });

  test('on a phone, the closed menu takes no focus; the burger opens it and its links take focus', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await signIn(page, USERS.demo);
    await settle(page);
    const menu = page.getByRole('navigation', { name: text('en', 'common:menu.label') });
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    expect(await axeSummary(page, WCAG_21_A_AA)).toEqual([]);
    const closed = await expectVisibleStops(page, 20);
    expect(closed).not.toContain(`a ${text('en', 'common:menu.transactions')}`);
    const burger = page.getByRole('banner').getByRole('button', { name: text('en', 'common:nav.toggleMenu') });
    await burger.click();
    const link = menu.getByRole('link', { name: text('en', 'common:menu.transactions') });
    // the menu has slid in whole
    await expect.poll(async () => (await link.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect(await axeSummary(page, WCAG_21_A_AA)).toEqual([]);
    await burger.focus();
    const open = await expectVisibleStops(page, 12);
    expect(open).toContain(`a ${text('en', 'common:menu.transactions')}`);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/transactions/);
    // a new page closes the menu, and its links leave the tab order again
    await settle(page);
    await expect(link).not.toBeInViewport();
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    expect(await expectVisibleStops(page, 12)).not.toContain(`a ${text('en', 'common:menu.transactions')}`);
  });

  test('the account menu opens from the keyboard, keeps focus and gives it back', async ({ page }) => {
    await signIn(page, USERS.demo);
    await settle(page);
    const button = page.getByRole('button', { name: new RegExp(text('en', 'common:nav.account')) });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect.poll(() => menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    // The items work from the keyboard: Account details opens /account.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await menu.getByRole('menuitem', { name: text('en', 'common:nav.accountDetails') }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account$/);
  });

  test('a dialog traps focus and returns it to its opener', async ({ page }) => {
    await signIn(page, USERS.unverified);
    await settle(page);
    const opener = page.getByRole('button', { name: text('en', 'kyb:start') });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus left the dialog after ${i + 1} presses`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('form errors are tied to their field and announced', async ({ page }) => {
    await page.goto('/auth');
    await settle(page);
    const email = page.getByRole('textbox', { name: text('en', 'auth:login.email'), exact: true });
    await email.fill('not-an-email');
    await email.blur();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    const errorText = await page.evaluate(
      (ids) =>
        ids
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      describedBy,
    );
    expect(errorText).toContain(text('en', 'auth:validation.emailInvalid'));
  });

  test('a refused sign-in is announced in an alert next to the form', async ({ page }) => {
    await page.goto('/auth');
    await settle(page);
    await page.getByRole('textbox', { name: text('en', 'auth:login.email'), exact: true }).fill(USERS.demo.email);
    await page.getByRole('textbox', { name: text('en', 'auth:login.password'), exact: true }).fill('Wrong@Password1');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: text('en', 'auth:login.invalidCredentials') })).toBeVisible();
  });

  test('sign in, reach a list through the menu and read its headers, by keyboard alone', async ({ page }) => {
    /** Presses Tab until `match` says the focused element is the one wanted. */
    const tabTo = async (what: string, match: (el: { tag: string; name: string; type: string }) => boolean, max = 40) => {
      for (let i = 0; i < max; i++) {
        await page.keyboard.press('Tab');
        const el = await page.evaluate(() => {
          const a = document.activeElement as HTMLElement | null;
          const label = a?.id ? document.querySelector(`label[for="${a.id}"]`)?.textContent : null;
          return {
            tag: a?.tagName.toLowerCase() ?? '',
            name: (a?.getAttribute('aria-label') ?? label ?? a?.textContent ?? '').trim(),
            type: a?.getAttribute('type') ?? '',
          };
        });
        if (match(el)) return;
      }
      throw new Error(`Tab never reached ${what}`);
    };
    await page.goto('/auth');
    await settle(page);
    await tabTo('the e-mail field', (el) => el.tag === 'input' && el.name.startsWith(text('en', 'auth:login.email')));
    await page.keyboard.type(USERS.demo.email);
    await tabTo('the password field', (el) => el.tag === 'input' && el.type === 'password');
    await page.keyboard.type(USERS.demo.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await settle(page);
    // the Clients section of the menu is closed away from its pages: open it with the keyboard
    await tabTo('the Clients section', (el) => el.tag === 'button' && el.name === text('en', 'common:menu.clients'), 60);
    await page.keyboard.press('Enter');
    await expect(page.locator('button[aria-controls="menu-group-clients"]')).toHaveAttribute('aria-expanded', 'true');
    // the section's links take focus once it is drawn open (a Tab at once, in the frame of the click, skipped them)
    const individual = text('en', 'common:menu.individualClients');
    await expect(page.locator('#menu-group-clients').getByRole('link', { name: individual })).toBeVisible();
    await tabTo('the individual clients link', (el) => el.tag === 'a' && el.name === individual, 5);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/clients\/individual/);
    await settle(page);
    const table = page.getByRole('main').getByRole('table').first();
    await expect(table.getByRole('columnheader').first()).toBeVisible();
    // the table's columns come with its rows (a loading table has fewer): poll, not one read
    await expect.poll(() => table.getByRole('columnheader').count()).toBeGreaterThanOrEqual(4);
    // The skip link still works here, and focus goes to the content, past header and menu.
    await page.goto('/clients/individual');
    await settle(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('a table of contents link takes focus to its section', async ({ page }) => {
    await page.goto('/legal/privacypolicy');
    await settle(page);
    const toc = page.getByRole('navigation', { name: text('en', 'legal:toc.title') });
    const link = toc.getByRole('link').nth(3);
    await link.focus();
    await page.keyboard.press('Enter');
    const id = (await link.getAttribute('href'))!.slice(1);
    await expect(page.locator(`[id="${id}"]`)).toBeFocused();
    const th = page.locator('article table').first().locator('thead th');
    await expect(th.first()).toHaveAttribute('scope', 'col');
  });
});

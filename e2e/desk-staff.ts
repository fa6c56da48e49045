// The desk's people in the browser tests: an invitation opened and enrolled as a person does (reading
// the key the page shows as text and computing codes as an authenticator app does), and axe over a screen.
import AxeBuilder from '@axe-core/playwright';
import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { textFor, type CountryCode } from '@zdravo/contract';
import type { DeskApi, DeskMethod, StaffRole } from '@zdravo/contract/desk';
import { deskEnrolMessages } from '@zdravo/contract/messages/desk';
import { expect, shopCli } from './fixtures.ts';

export const PASSWORD = 'Desk-Lozinka-2026';

/**
 * A code of the time step `stepsAhead` from `now` (the server's time: the test's own unless the server
 * runs on a controlled clock): the desk accepts each step once.
 */
export const code = (secret: string, stepsAhead = 0, now = Date.now()) =>
  generate({ secret, epoch: Math.floor(now / 1000) + stepsAhead * 30 });

/** A desk call from the signed-in page, as the desk's own screens make it (same origin, its cookie). */
export async function deskCall<M extends DeskMethod>(page: Page, method: M, params: DeskApi[M]['params']) {
  const answer = await page.evaluate(
    async ([method, params]) => {
      const response = await fetch('/desk/_rpc', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'call', method, params, meta: { id: 1 } }),
      });
      return (await response.json()) as { status: string; data: unknown };
    },
    [method, params] as const,
  );
  expect(answer.status, `${method}: ${JSON.stringify(answer.data)}`).toBe('ok');
  return answer.data as DeskApi[M]['result'];
}

/**
 * The WCAG 2.1 AA violations axe finds on the page, each named with the screen. `exclude`: a part left
 * out — a frame sandboxed without scripts (the catalog's preview of a shop page) cannot run axe.
 */
export async function axe(page: Page, screen: string, exclude?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const result = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return result.violations.map(
    (v) =>
      `${screen}: ${v.id} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

/** The enrolment page's words as a person invited for `country` reads them (HR: "Kôd", "Dovrši prijavu"). */
const enrolWords = (country: CountryCode) => ({
  code: textFor(deskEnrolMessages.code, country),
  submit: textFor(deskEnrolMessages.submit, country),
  codesHeading: textFor(deskEnrolMessages.codesHeading, country),
  codesDone: textFor(deskEnrolMessages.codesDone, country),
});

/**
 * Opens an invitation link (for a person of `country`) on this server, enrols with the key the page
 * shows as text, and returns the key and the recovery codes. `serverNow`: the server's time, for the
 * code (a server on a controlled clock, e2e/server.ts).
 */
export async function enrol(
  page: Page,
  link: string,
  name: string,
  country: CountryCode = 'BA',
  serverNow: () => Promise<number> = () => Promise.resolve(Date.now()),
): Promise<{ secret: string; recovery: string[] }> {
  const words = enrolWords(country);
  await page.goto(`/desk/${link.slice(link.indexOf('#'))}`);
  const key = page.locator('code[data-totp-key]');
  await expect(key).toBeVisible();
  await expect(page.locator('img[src^="data:image/svg+xml"]')).toBeVisible();
  const secret = (await key.innerText()).replace(/\s+/g, '');
  await page.getByLabel('Ime i prezime').fill(name);
  await page.getByLabel(/Nova lozinka/).fill(PASSWORD);
  const codeField = page.getByLabel(words.code);
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField.fill(await code(secret, 0, await serverNow()));
  await page.getByRole('button', { name: words.submit }).click();
  const codes = page.getByRole('list', { name: words.codesHeading }).locator('code');
  await expect(codes).toHaveCount(10);
  const recovery = await codes.allInnerTexts();
  return { secret, recovery };
}

/** The one-time enrolment link the CLI prints for a new staff member (`shop staff:invite`). */
export async function cliInvitation(email: string, role: StaffRole, country: CountryCode = 'BA'): Promise<string> {
  return (await shopCli('staff:invite', email, role, '--country', country))
    .split('\n')
    .find((l) => l.includes('/desk/'))!;
}

/** A staff member of `country` (default BA) invited from the CLI and enrolled in `page`, past the recovery codes, signed in. */
export async function enrolledFromCli(
  page: Page,
  email: string,
  role: StaffRole,
  name: string,
  country: CountryCode = 'BA',
): Promise<{ secret: string }> {
  const { secret } = await enrol(page, await cliInvitation(email, role, country), name, country);
  await page.getByRole('button', { name: enrolWords(country).codesDone }).click();
  return { secret };
}

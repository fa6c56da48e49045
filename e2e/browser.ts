import fs from 'node:fs';

/** Debian's Chromium, or CHROME_PATH. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}

export const hasChromium = (): boolean => fs.existsSync(chromiumPath());

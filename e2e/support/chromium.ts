/** Where the system Chromium is, and how the journeys launch it (flags from the machine notes). */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `args`: flags beyond CHROMIUM_ARGS (a visitor's browser names itself with `--user-agent=`) */
export async function launchChromium(args: readonly string[] = []): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found');
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...args], headless: true });
}

import fs from 'node:fs';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Browser journeys never skip silently: without Chromium the run fails and says how to fix it. */
export function assertChromiumInstalled() {
  if (!fs.existsSync(CHROME_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROME_PATH}; the browser journeys need it.\n` +
        'Install it with:  sudo apt-get install -y chromium\n' +
        'or point CHROME_PATH at a Chromium or Chrome binary.',
    );
  }
}

/** Flags for a headless Chromium on a machine with no outside network (see docs/testing.md). */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

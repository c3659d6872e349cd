import os from 'node:os';
import { APP_VERSION, PRODUCT_NAME } from '@cmms/shared/product';
import { DEMO_PASSWORD, DEMO_PIN, type DemoAccount, demoEmail } from './demo/demo-data';

type BannerOptions = {
  port: number;
  database: string;
  readyMs: number;
  /** Accounts created by this start, or null when the database already had users. */
  demoAccounts: DemoAccount[] | null;
  demoEnabled: boolean;
  /** A site whose request portal is open: anyone reports a problem there without an account. */
  requestPage: { site: string; path: string } | null;
};

/** Addresses on the local network, so a phone on the same Wi-Fi can open the app. */
function networkUrls(port: number) {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((net) => net && net.family === 'IPv4' && !net.internal)
    .map((net) => `http://${net?.address}:${port}`);
}

export function printBanner(options: BannerOptions) {
  const lines = [
    '',
    `  ${PRODUCT_NAME} ${APP_VERSION} is running`,
    '',
    `  Open:      http://localhost:${options.port}`,
    ...networkUrls(options.port).map((url) => `  Network:   ${url}`),
    `  API docs:  http://localhost:${options.port}/api/docs`,
    ...(options.requestPage
      ? [
          `  Report a problem at ${options.requestPage.site} (no account): http://localhost:${options.port}${options.requestPage.path}`,
        ]
      : []),
    `  Database:  ${options.database}`,
    `  Ready in:  ${options.readyMs} ms`,
    '',
  ];
  if (options.demoAccounts) {
    lines.push('  Demo data loaded. Sign in with any of these accounts:', '');
    for (const account of options.demoAccounts) {
      const pin = account.hasPin ? `   (PIN ${DEMO_PIN})` : '';
      lines.push(`    ${account.role.padEnd(13)} ${account.email}${pin}`);
    }
    lines.push('', `  Password for every demo account: ${DEMO_PASSWORD}`, '');
  } else if (options.demoEnabled) {
    lines.push(
      `  Demo sign-in (if the demo data is still there): ${demoEmail('admin')} / ${DEMO_PASSWORD}`,
      '',
    );
  }
  console.info(lines.join('\n'));
}

// `npm run bench`: every benchmark, printed and saved to bench/results/<date>.json.
// Needs a build (`npm run build`); uses BENCH_DATABASE_URL or TEST_DATABASE_URL for PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { benchAttendance } from './attendance.mjs';
import { benchChecklists } from './checklists.mjs';
import { benchDashboard } from './dashboard.mjs';
import { benchHttp } from './http.mjs';
import { benchLighthouse, installabilityLine } from './lighthouse.mjs';
import { benchLive } from './live.mjs';
import { benchLoad, printLoad } from './load.mjs';
import { benchMaterials } from './materials.mjs';
import { benchPortal } from './portal.mjs';
import { benchProxy, printProxy } from './proxy.mjs';
import { benchReports, printReports } from './reports.mjs';
import { benchSignIn } from './sign-in.mjs';
import { benchStartup } from './startup.mjs';
import { benchWebSize } from './web-size.mjs';
import { benchWorkOrderRecord } from './work-order-record.mjs';
import { benchWorkOrders } from './work-orders.mjs';

const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.info(`Benchmarks on ${machine}\n`);

const startup = await benchStartup();
console.info('Start-up (until /health answers 200) and idle memory');
console.table(startup);

const web = await benchWebSize();
console.info(
  `Login page downloads as received: JS ${web.jsKiB} KiB (budget ${web.budgetKiB}), CSS ${web.cssKiB} KiB, everything ${web.allKiB} KiB`,
);
console.table(web.rows);
console.info(
  `Request portal page (/r/<token>) as received: JS ${web.portal.jsKiB} KiB (budget ${web.portal.budgetKiB}), CSS ${web.portal.cssKiB} KiB, everything ${web.portal.allKiB} KiB`,
);

const lighthouse = await benchLighthouse();
console.info(
  `Lighthouse, mobile settings, median of 3 (target ${lighthouse.target} for performance and accessibility)`,
);
console.table(lighthouse.rows);
console.info(installabilityLine(lighthouse.installability));

const http = await benchHttp();
console.info('HTTP (autocannon, 5 s each)');
console.table(http);

const signIn = await benchSignIn();
console.info('Password sign-in (POST /api/auth/login, embedded database)');
console.table(signIn);

const workOrders = await benchWorkOrders();
console.info(
  'Work order and asset lists at 100,000 work orders (PostgreSQL), each against the floor: bare node:http + pg sending the same statements, measured right after (p50Ratio = app / floor)',
);
if ('skipped' in workOrders) console.info(workOrders.skipped);
else {
  console.info(workOrders.data);
  console.table(workOrders.rows);
  console.info('CSV export of every work order (admin)', workOrders.export);
}

const record = await benchWorkOrderRecord();
console.info(
  'A work order record (GET /api/tasks/{id}/record) at 500 events and 100 photos, and at a tenth, each against the floor',
);
if ('skipped' in record) console.info(record.skipped);
else {
  console.info(record.data);
  console.table(record.rows);
  console.info('The page in Chromium: requests for the record and thumbnails', record.page);
}

const dashboard = await benchDashboard();
console.info('GET /dashboard/stats at 100,000 work orders (PostgreSQL)');
if ('skipped' in dashboard) console.info(dashboard.skipped);
else {
  console.table(dashboard.rows);
  console.info('Admin dashboard against counting every row in the client', dashboard.comparison);
}

const checklists = await benchChecklists();
console.info('Checklist grid: a year of progress for 500 technicians against 50 (PostgreSQL)');
if ('skipped' in checklists) console.info(checklists.skipped);
else {
  console.info(checklists.tenth, checklists.full);
  console.table(checklists.rows);
}

const attendance = await benchAttendance();
console.info('Attendance: a year for 500 people against 50 (PostgreSQL)');
if ('skipped' in attendance) console.info(attendance.skipped);
else {
  console.info(attendance.tenth, attendance.full);
  console.table(attendance.rows);
  console.table(attendance.reports);
}

const materials = await benchMaterials();
console.info('Materials: 200,000 requests and 10,000 materials against a tenth (PostgreSQL)');
if ('skipped' in materials) console.info(materials.skipped);
else {
  console.info(materials.tenth, materials.full);
  console.table(materials.rows);
}

const proxy = await benchProxy();
console.info(
  'Work order list (GET /api/tasks?limit=25, manager, 50 connections) through nginx: one instance against two (PostgreSQL)',
);
printProxy(proxy);

const live = await benchLive();
console.info(
  'Live updates (PostgreSQL, two instances): a change on one heard on a stream on the other, and memory per open stream',
);
if ('skipped' in live) console.info(live.skipped);
else console.info(live);

const portal = await benchPortal();
console.info(
  'Request portal under a flood: sends to one site until its hourly limit, then 10 s rounds of refused sends from new addresses, with the server memory after each round',
);
console.info(portal);

const reports = await benchReports();
printReports(reports);

const load = await benchLoad();
console.info('Mixed load: 200 connections of reads and writes for 60 s (PostgreSQL)');
printLoad(load);

const dir = fileURLToPath(new URL('./results/', import.meta.url));
fs.mkdirSync(dir, { recursive: true });
const file = `${dir}${new Date().toISOString().replaceAll(':', '-')}.json`;
fs.writeFileSync(
  file,
  JSON.stringify(
    {
      machine,
      startup,
      web,
      http,
      signIn,
      workOrders,
      record,
      dashboard,
      checklists,
      attendance,
      materials,
      proxy,
      live,
      portal,
      reports,
      load,
      lighthouse,
    },
    null,
    2,
  ),
);
console.info(`\nSaved to ${file}`);

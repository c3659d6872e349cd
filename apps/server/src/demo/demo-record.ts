import { Readable } from 'node:stream';
import type { AttachmentTag, DocumentType } from '@cmms/shared/attachments';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { DbOrTx } from '../db/client';
import { loadVisibleAsset } from '../features/assets/assets.service';
import { addAttachment } from '../features/attachments/attachments.service';
import { createRequest, decideRequest } from '../features/materials/requests.service';
import { addTimeEntry } from '../features/work-order-record/time.service';
import { changePart, setHourlyRate } from '../features/work-order-record/work-order-record.service';
import { addComment } from '../features/work-orders/comments.service';
import { loadVisibleTask } from '../features/work-orders/work-orders.service';
import type { UserActor } from '../lib/actor';
import type { FileStorage } from '../lib/storage/file-storage';

/**
 * The work orders of the demo as records of the work (issue 33): hourly rates, comments (one
 * mentioning a colleague), time, parts issued from the site's stock, before and after photos,
 * and an asset's manual and warranties (one running out within the month, which its managers
 * are warned of). Photos and documents need the file storage; without one (the tests that load
 * the demo into a bare database) they are left out.
 */
type Work = {
  tasks: Record<string, { id: string }>;
  assets: Record<string, { id: string }>;
  materials: Record<string, string>;
};

const RATES: [role: string, hourlyRate: number][] = [
  ['technician', 38],
  ['electrician', 42],
  ['plumber', 36],
  ['supervisor', 45],
  ['housekeeping', 22],
];

const DAY_MS = 24 * 60 * 60_000;

/** A photo the demo shows: a scene in flat colours with its label, as a JPEG. */
function photo(label: string, colours: [string, string]) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="900" fill="${colours[0]}"/>
    <rect x="220" y="260" width="760" height="420" rx="36" fill="${colours[1]}"/>
    <circle cx="420" cy="470" r="120" fill="#e2e8f0"/><circle cx="780" cy="470" r="120" fill="#e2e8f0"/>
    <text x="60" y="120" font-family="sans-serif" font-size="72" fill="#ffffff">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A one-page PDF, as a manual or a warranty certificate would come. */
function pdf(title: string, lines: string[]) {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(20).text(title).moveDown();
    doc.fontSize(11);
    for (const line of lines) doc.text(line).moveDown(0.5);
    doc.end();
  });
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export async function loadDemoRecord(
  tx: DbOrTx,
  people: Record<string, UserActor>,
  work: Work,
  { files, now }: { files: FileStorage | undefined; now: Date },
) {
  const admin = people.admin;
  const electrician = people.electrician;
  const technician = people.technician;
  const supervisor = people.supervisor;
  if (!admin || !electrician || !technician || !supervisor) {
    throw new Error(
      'the demo organisation has an admin, a supervisor, a technician, an electrician',
    );
  }
  const deps = { db: tx, clock: { now: () => now } };
  for (const [role, hourlyRate] of RATES) {
    const person = people[role];
    if (person) await setHourlyRate(deps, admin, { userId: person.id, hourlyRate });
  }
  const at = (daysAgo: number, hour: number, minute = 0) => {
    const day = new Date(now.getTime() - daysAgo * DAY_MS);
    day.setUTCHours(hour, minute, 0, 0);
    return day.toISOString();
  };
  const task = async (title: string) => {
    const ref = work.tasks[title];
    if (!ref) throw new Error(`the demo has no work order "${title}"`);
    return loadVisibleTask(deps, admin, ref.id);
  };
  const material = (name: string) => {
    const id = work.materials[name];
    if (!id) throw new Error(`the demo has no material "${name}"`);
    return id;
  };

  // The alternator swap, under way: the story so far.
  const swap = await task('Generator alternator swap');
  await addComment(
    deps,
    supervisor,
    swap,
    `@${electrician.name} the replacement alternator is at the loading bay.`,
  );
  await addComment(
    deps,
    electrician,
    swap,
    'Old alternator out: the drive-end bearing has seized. Coupling is fine.',
  );
  await addTimeEntry(deps, electrician, swap, {
    startedAt: at(2, 9),
    endedAt: at(2, 12, 30),
    note: 'Removal',
  });
  await addTimeEntry(deps, electrician, swap, {
    startedAt: at(1, 13),
    endedAt: at(1, 16),
    note: 'Mounting the new unit',
  });
  await addTimeEntry(deps, supervisor, swap, {
    startedAt: at(1, 13),
    endedAt: at(1, 14),
    note: 'Lifting plan',
  });
  await changePart(deps, electrician, {
    task: swap,
    direction: 'issue',
    change: { materialId: material('Safety Gloves'), quantity: 2 },
  });
  await changePart(deps, electrician, {
    task: swap,
    direction: 'issue',
    change: { materialId: material('LED Tube Light 18W'), quantity: 2 },
  });
  await changePart(deps, electrician, {
    task: swap,
    direction: 'return',
    change: { materialId: material('LED Tube Light 18W'), quantity: 1 },
  });
  // Parts the store hands out: a request for the swap, approved and waiting to be issued.
  const forSwap = await createRequest(
    deps,
    electrician,
    { materialId: material('Safety Gloves'), quantity: 2, reason: 'Spare pairs for the lift' },
    swap,
  );
  await decideRequest(deps, admin, forSwap, 'Approved');

  // The vibration check, done: time, a part, and what was found.
  const check = await task('Chiller vibration check');
  await addTimeEntry(deps, technician, check, {
    startedAt: at(6, 10),
    endedAt: at(6, 10, 45),
    note: '',
  });
  await changePart(deps, technician, {
    task: check,
    direction: 'issue',
    change: { materialId: material('Chiller Filter Drier'), quantity: 1 },
  });
  await addComment(
    deps,
    technician,
    check,
    'Compressor 2 at 4.2 mm/s, within limits. Filter drier replaced while the unit was down.',
  );

  if (!files) return;
  const upload = (
    owner: Parameters<typeof addAttachment>[2],
    actor: UserActor,
    file: {
      name: string;
      bytes: Buffer;
      tag?: AttachmentTag;
      documentType?: DocumentType;
      expiresOn?: string;
    },
  ) =>
    addAttachment({ ...deps, files, config: { uploadMaxBytes: 25 * 1024 * 1024 } }, actor, owner, {
      stream: Readable.from([file.bytes]),
      fileName: file.name,
      tag: file.tag,
      documentType: file.documentType,
      expiresOn: file.expiresOn,
      isTruncated: () => false,
    });
  await upload({ task: swap }, electrician, {
    name: 'alternator-before.jpg',
    bytes: await photo('Alternator: seized bearing', ['#334155', '#b45309']),
    tag: 'before',
  });
  await upload({ task: check }, technician, {
    name: 'chiller-before.jpg',
    bytes: await photo('Chiller 1: before', ['#1e3a5f', '#64748b']),
    tag: 'before',
  });
  await upload({ task: check }, technician, {
    name: 'chiller-after.jpg',
    bytes: await photo('Chiller 1: after', ['#14532d', '#22c55e']),
    tag: 'after',
  });

  const chiller = await loadVisibleAsset(deps, admin, work.assets.chiller?.id ?? '');
  const generator = await loadVisibleAsset(deps, admin, work.assets.dg?.id ?? '');
  await upload({ asset: chiller }, admin, {
    name: 'Carrier 30XA operation manual.pdf',
    bytes: await pdf('Carrier 30XA: operation and maintenance', [
      'Start-up, shutdown, alarms.',
      'Compressor vibration limits: 7.1 mm/s.',
    ]),
    documentType: 'manual',
  });
  await upload({ asset: chiller }, admin, {
    name: 'Chiller warranty.pdf',
    bytes: await pdf('Warranty certificate', ['Rooftop Chiller 1, parts and labour.']),
    documentType: 'warranty',
    expiresOn: isoDay(new Date(now.getTime() + 400 * DAY_MS)),
  });
  await upload({ asset: generator }, admin, {
    name: 'Generator warranty.pdf',
    bytes: await pdf('Warranty certificate', ['Diesel Generator 500 kVA, alternator and engine.']),
    documentType: 'warranty',
    expiresOn: isoDay(new Date(now.getTime() + 20 * DAY_MS)),
  });
}

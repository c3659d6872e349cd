import type { WorkOrderRecord } from '@cmms/shared/work-order-record';
import type { WorkOrder } from '@cmms/shared/work-orders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CostSection } from './cost-section';
import { PartsSection } from './parts-section';
import { TimeSection } from './time-section';
import { TimelineSection } from './timeline-section';

const task = {
  id: 't1',
  workOrderNumber: 'WO-000012',
  title: 'Chiller noise',
  status: 'in_progress',
  siteId: 's1',
} as WorkOrder;

const recordWith = (can: WorkOrderRecord['can']): WorkOrderRecord => ({
  completionPhotoRequired: false,
  task,
  timeline: [
    {
      kind: 'comment',
      id: 'c1',
      at: '2026-11-30T09:00:00.000Z',
      author: { id: 'u2', name: 'Mary Jones' },
      body: 'Done, @Jo Smith please check',
      completion: true,
      editedAt: null,
    },
    {
      kind: 'attachment',
      id: 'a1',
      at: '2026-11-30T08:30:00.000Z',
      attachment: {
        id: 'a1',
        kind: 'photo',
        tag: 'after',
        name: 'pump.jpg',
        contentType: 'image/jpeg',
        size: 300_000,
        uploadedBy: { id: 'u2', name: 'Mary Jones' },
        documentType: null,
        expiresOn: null,
        createdAt: '2026-11-30T08:30:00.000Z',
        url: 'https://files.example/a1?sig=1',
        thumbnailUrl: 'https://files.example/a1-thumb?sig=1',
      },
    },
    {
      kind: 'attachment',
      id: 'a2',
      at: '2026-11-30T08:40:00.000Z',
      attachment: {
        id: 'a2',
        kind: 'document',
        tag: null,
        name: 'pump-manual.pdf',
        contentType: 'application/pdf',
        size: 840 * 1024,
        uploadedBy: { id: 'u2', name: 'Mary Jones' },
        documentType: null,
        expiresOn: null,
        createdAt: '2026-11-30T08:40:00.000Z',
        url: 'https://files.example/a2?sig=1',
        thumbnailUrl: null,
      },
    },
    {
      kind: 'event',
      id: 'e1',
      at: '2026-11-30T08:00:00.000Z',
      actor: null,
      action: 'task_created',
      text: 'Work order created',
    },
  ],
  time: {
    entries: [
      {
        id: 'te1',
        user: { id: 'u2', name: 'Mary Jones' },
        startedAt: '2026-11-30T07:00:00.000Z',
        endedAt: '2026-11-30T08:30:00.000Z',
        minutes: 90,
        source: 'manual',
        note: '',
        correctedBy: null,
      },
    ],
    totals: [{ user: { id: 'u2', name: 'Mary Jones' }, minutes: 90 }],
    running: null,
  },
  parts: [
    {
      material: { id: 'm1', name: 'Air filter', unit: 'pieces' },
      issued: 3,
      returned: 1,
      used: 2,
      cost: 24,
    },
  ],
  cost: { currency: 'USD', labour: 45, parts: 24, total: 69 },
  people: [{ id: 'jo', name: 'Jo Smith' }],
  can,
});

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>,
  );

function page(can: WorkOrderRecord['can']) {
  const record = recordWith(can);
  return [
    render(<TimelineSection record={record} waiting={[]} waitingFiles={[]} userId="u1" />),
    render(<TimeSection record={record} timer={null} waiting={[]} />),
    render(<PartsSection record={record} userId="u1" waiting={[]} />),
  ].join('');
}

describe('the record’s sections', () => {
  it('offer a client the comment box and nothing of the work', () => {
    const html = page({ comment: true, work: false, correctTime: false, seeCost: false });
    expect(html).toContain('Add a comment');
    // Everyone who may comment may add a photo: the camera on a phone, or a document.
    expect(html).toContain('Add photo');
    expect(html).toContain('capture="environment"');
    expect(html).toContain('Attach file');
    for (const action of [
      'Start timer',
      'Add time',
      'Issue part',
      '>Return<',
      'Correct the time',
    ]) {
      expect(html).not.toContain(action);
    }
  });

  it('offer whoever does the work the timer, time and parts, and a lead the corrections', () => {
    const worker = page({ comment: true, work: true, correctTime: false, seeCost: false });
    for (const action of ['Start timer', 'Add time', 'Issue part', '>Return<']) {
      expect(worker).toContain(action);
    }
    expect(worker).not.toContain('Correct the time of Mary Jones');
    const lead = page({ comment: true, work: true, correctTime: true, seeCost: true });
    expect(lead).toContain('Correct the time of Mary Jones');
  });

  it('show the story: the completion note marked, mentions set apart, quantities and totals', () => {
    const html = page({ comment: false, work: false, correctTime: false, seeCost: false });
    expect(html).toContain('Completion note');
    expect(html).toContain('@Jo Smith</bdi>');
    expect(html).toContain('Work order created');
    expect(html).toContain('1 h 30 min');
    expect(html).toContain('2 pieces');
    expect(html).not.toContain('Add a comment');
    expect(html).not.toContain('Add photo');
  });

  it('show a photo as a lazy thumbnail in a fixed box, with its tag, and a document as a row', () => {
    const html = page({ comment: false, work: false, correctTime: false, seeCost: false });
    const thumbnail = html.match(/<img[^>]*a1-thumb[^>]*>/)?.[0] ?? '';
    expect(thumbnail).toContain('loading="lazy"');
    expect(thumbnail).toContain('width="112"');
    expect(thumbnail).toContain('height="112"');
    expect(html).toContain('aria-label="Open photo pump.jpg"');
    expect(html).toContain('>After<');
    expect(html).toContain('href="https://files.example/a2?sig=1"');
    expect(html).toContain('pump-manual.pdf');
    expect(html).toContain('840 kB');
  });

  it('show a photo kept on this device as waiting, with its tag, and a refused one with why', () => {
    const record = recordWith({ comment: true, work: false, correctTime: false, seeCost: false });
    const photo = (id: string, state: 'pending' | 'refused') => ({
      id,
      userId: 'u1',
      kind: 'task-attachment' as const,
      method: 'POST' as const,
      path: '/tasks/t1/attachments',
      body: null,
      subject: 't1',
      summary: 'WO-000012: photo added',
      madeAt: '2026-11-30T10:00:00.000Z',
      state,
      ...(state === 'refused' ? { reason: 'This file is not a photo.' } : {}),
      file: {
        name: `${id}.jpg`,
        type: 'image/jpeg',
        size: 3,
        field: 'file',
        fields: [['tag', 'before']] as [string, string][],
      },
    });
    const html = render(
      <TimelineSection
        record={record}
        waiting={[]}
        waitingFiles={[photo('kept', 'pending'), photo('refused', 'refused')]}
        userId="u1"
      />,
    );
    expect(html).toContain('aria-label="kept.jpg"');
    expect(html).toContain('>Before<');
    expect(html).toContain('Waiting to sync');
    expect(html).toContain('This file is not a photo.');
  });

  it('write the cost in the organisation’s currency', () => {
    const html = render(
      <CostSection cost={{ currency: 'USD', labour: 45, parts: 24, total: 69 }} />,
    );
    expect(html).toContain('$45.00');
    expect(html).toContain('$69.00');
  });
});

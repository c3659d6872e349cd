import { portalRequestFieldsSchema, type RequestUrgency } from '@cmms/shared/requests';
import type { DbOrTx } from '../db/client';
import { openDoor, receiveRequest } from '../features/requests/portal.service';
import {
  acceptRequest,
  completeRequestsOf,
  loadVisibleRequest,
  rejectRequest,
  setSitePortal,
} from '../features/requests/requests.service';
import { loadVisibleTask, setTaskStatus } from '../features/work-orders/work-orders.service';
import type { UserActor } from '../lib/actor';

type Sent = {
  description: string;
  location: string;
  urgency: RequestUrgency;
  name?: string;
  email?: string;
  /** What the site's manager did with it: nothing yet, accepted, accepted and done, rejected. */
  outcome: 'new' | 'accepted' | 'completed' | 'rejected';
};

const REQUESTS: Record<'harbor' | 'riverside', Sent[]> = {
  harbor: [
    {
      description: 'The lift on the east side stops between floors 4 and 5',
      location: 'East lift lobby',
      urgency: 'urgent',
      name: 'Kavya Rao',
      email: 'kavya.rao@example.org',
      outcome: 'new',
    },
    {
      description: 'Flickering light in the corridor outside flat 1204',
      location: 'Floor 12 corridor',
      urgency: 'low',
      outcome: 'new',
    },
    {
      description: 'Water dripping from the ceiling in the car park, bay 17',
      location: 'Basement car park',
      urgency: 'normal',
      name: 'Arjun Mehta',
      outcome: 'accepted',
    },
    {
      description: 'Gym treadmill 2 makes a grinding noise',
      location: 'Gym',
      urgency: 'normal',
      outcome: 'completed',
    },
    {
      description: 'Please repaint my balcony railing blue',
      location: 'Flat 803',
      urgency: 'low',
      outcome: 'rejected',
    },
  ],
  riverside: [
    {
      description: 'Hand dryer in the ground floor washroom does not work',
      location: 'Ground floor washroom',
      urgency: 'normal',
      outcome: 'new',
    },
    {
      description: 'Air conditioning in meeting room 3 blows warm air',
      location: 'Meeting room 3',
      urgency: 'urgent',
      name: 'Tom Fischer',
      outcome: 'completed',
    },
    {
      description: 'The front door badge reader is slow',
      location: 'Main entrance',
      urgency: 'low',
      outcome: 'rejected',
    },
  ],
};

const addDays = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The request portal at both sites (issue 35): switched on, undecided requests escalated after 4
 * hours, with requests in each state, sent and decided through the same services the portal and
 * the inbox use.
 */
const DEMO_UNTRIAGED_HOURS = 4;

export async function loadDemoRequests(
  tx: DbOrTx,
  people: { admin: UserActor; workers: { harbor: UserActor; riverside: UserActor } },
  siteIds: { harbor: string; riverside: string },
  now: Date,
) {
  const deps = { db: tx, clock: { now: () => now } };
  const closing = {
    ...deps,
    workOrderEvents: { closed: completeRequestsOf },
  };
  for (const key of ['harbor', 'riverside'] as const) {
    const portal = await setSitePortal(deps, people.admin, siteIds[key], {
      enabled: true,
      untriagedHours: DEMO_UNTRIAGED_HOURS,
    });
    const door = await openDoor(deps, { kind: 'site', token: portal.path.slice(3) }, 'demo');
    for (const sent of REQUESTS[key]) {
      const fields = portalRequestFieldsSchema.parse(sent);
      const row = await receiveRequest(deps, door, { fields, photo: null, language: 'en' });
      // A handful, far below a site's hourly limit.
      if (!row) throw new Error(`the demo's requests filled ${key}'s hour`);
      if (sent.outcome === 'new') continue;
      const request = await loadVisibleRequest(deps, people.admin, row.id);
      if (sent.outcome === 'rejected') {
        await rejectRequest(
          deps,
          people.admin,
          request,
          'Not maintenance work: please ask the front desk',
        );
        continue;
      }
      const accepted = await acceptRequest(deps, people.admin, request, {
        assignedToId: people.workers[key].id,
        dueDate: addDays(now, sent.urgency === 'urgent' ? 0 : 3),
      });
      const task = accepted.request.taskId;
      if (sent.outcome === 'completed' && task) {
        await setTaskStatus(closing, people.admin, {
          task: await loadVisibleTask(deps, people.admin, task),
          status: 'completed',
        });
      }
    }
  }
}

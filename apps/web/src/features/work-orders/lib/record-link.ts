/** The address of a work order's record page (issue 33): one for every role, like an asset's. */
export const workOrderRecordPath = (taskId: string) => `/tasks/${encodeURIComponent(taskId)}`;

/** A work order's title as the link to its record, in the lists: a link's colour, the title's weight. */
export const RECORD_LINK =
  'text-brand-800 underline-offset-4 hover:underline focus-visible:underline';

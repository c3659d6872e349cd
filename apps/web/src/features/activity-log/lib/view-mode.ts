import { readStorage, writeStorage } from '../../../lib/storage-keys';

export type ViewMode = 'list' | 'table';

/** Where the Activity Log remembers the List / Table choice. */
export const VIEW_MODE_KEY = 'activityLogView';

export const parseViewMode = (value: string | null | undefined): ViewMode =>
  value === 'table' ? 'table' : 'list';

export const readViewMode = (): ViewMode => parseViewMode(readStorage(VIEW_MODE_KEY));

export const saveViewMode = (mode: ViewMode) => writeStorage(VIEW_MODE_KEY, mode);

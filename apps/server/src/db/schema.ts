// Every table, for Drizzle's typed queries and for drizzle-kit. Features own their tables.
export * from '../features/activity/activity.table';
export * from '../features/sites/sites.table';
export * from '../features/users/users.table';

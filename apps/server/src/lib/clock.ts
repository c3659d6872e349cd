/** The time, injected so tests can move it (expiry of codes, tokens and lockouts). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export const minutesFrom = (date: Date, minutes: number) =>
  new Date(date.getTime() + minutes * 60_000);

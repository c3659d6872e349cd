/** Who is acting: a signed-in user, or the system itself (start-up, demo data, schedules). */
export type Actor = { id: string; name: string; role: string } | { system: true };

export const SYSTEM_ACTOR: Actor = { system: true };

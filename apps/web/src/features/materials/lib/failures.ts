/** requirements/materials.md#errors 'Failed to approve request: ...': the cause after the colon, whatever it was. */
export const causeOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

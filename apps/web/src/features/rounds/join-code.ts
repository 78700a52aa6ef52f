/** Join codes are 6 characters from an alphabet without look-alikes (no 0/O, no 1/I), as the server makes them. */
export const JOIN_CODE_LENGTH = 6;
const JOIN_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{6}$/;

/** What the player typed, as the server compares it: upper case, spaces and dashes dropped. */
export function normaliseJoinCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

/** Whether a (normalised) code can be one the server issued. */
export function isJoinCode(code: string): boolean {
  return JOIN_CODE_PATTERN.test(code);
}

/**
 * The fields of a patch that were given. Drizzle leaves undefined values out of an UPDATE's SET,
 * and refuses an UPDATE with nothing left to set, so a repository checks the result is not empty.
 */
export function definedFields<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export const isEmptyPatch = (values: object): boolean => Object.keys(values).length === 0;

/** Up to two initials, as Mantine's Avatar takes them: a single word's first two letters, or each word's first. */
export function initialsOf(name: string): string {
  const words = name.split(' ');
  const initials = words.length === 1 ? name : words.map((word) => word[0]).join('');
  return initials.slice(0, 2).toUpperCase();
}

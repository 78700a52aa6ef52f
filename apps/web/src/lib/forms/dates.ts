/** Today in the browser's time zone as a date input's value (YYYY-MM-DD): the `max` of a date of birth. */
export function todayInputValue(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

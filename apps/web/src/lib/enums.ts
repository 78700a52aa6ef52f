import { enums, memberOf, translate, type EnumEntry, type EnumName, type Locale } from '@golf/contracts';
import { useEnums, type EnumMap } from './enum-cache';
import { useLocale } from './i18n';

export * from './enum-cache';
export type { EnumEntry };

/** The label of one value in a loaded enumeration map, if the server sent it. */
export function findEnumLabel(enumsByName: EnumMap | undefined, name: EnumName, value: unknown): string | undefined {
  // Query strings and form fields carry numbers as text; compare loosely on the string form.
  return enumsByName?.[name]?.find((entry) => entry.value === value || String(entry.value) === String(value))?.label;
}

/**
 * The label for an enumeration value. Server labels first; until they arrive (or if they
 * fail) the shared catalogue's label, which is where the server's labels come from; as a last
 * resort the raw value so nothing is blank.
 */
export function useEnumLabel(name: EnumName, value: unknown): string {
  const locale = useLocale();
  const { data } = useEnums();
  const fromServer = findEnumLabel(data, name, value);
  if (fromServer !== undefined) return fromServer;
  const member = memberOf(name, value);
  if (member) return translate(locale, `enums.${name}.${member}`);
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The members of an enumeration with labels, for pickers: the server's list when loaded,
 * otherwise the shared catalogue's. `labelSet` picks a label variant (e.g. iron_distance_metric).
 */
export function enumEntries(
  enumsByName: EnumMap | undefined,
  name: EnumName,
  locale: Locale,
  labelSet: string = name,
): EnumEntry[] {
  const fromServer = enumsByName?.[labelSet];
  if (fromServer && fromServer.length > 0) return fromServer;
  return Object.entries(enums[name]).map(([key, value]) => ({
    value,
    key,
    label: translate(locale, `enums.${labelSet}.${key}`),
  }));
}

/** enumEntries() for the current locale, following the enumeration cache. */
export function useEnumEntries(name: EnumName, labelSet?: string): EnumEntry[] {
  const locale = useLocale();
  const { data } = useEnums();
  return enumEntries(data, name, locale, labelSet);
}

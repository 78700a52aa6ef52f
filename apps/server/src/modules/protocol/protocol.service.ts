import { enums, translate, unitVariantEnums, type Locale, API_PROTOCOL_VERSION } from '@golf/contracts';
import type { Config } from '../../config/config';

export interface EnumEntry {
  value: number | string;
  key: string;
  label: string;
}

/** Every enumeration with translated labels; variant enums also appear as `<name>_metric`. */
function buildEnumCatalogue(locale: Locale): Record<string, EnumEntry[]> {
  const catalogue: Record<string, EnumEntry[]> = {};
  const entries = (labelSet: string, members: Record<string, number | string>) =>
    Object.entries(members).map(([key, value]) => ({ value, key, label: translate(locale, `enums.${labelSet}.${key}`) }));
  for (const [name, members] of Object.entries(enums)) {
    catalogue[name] = entries(name, members);
    if ((unitVariantEnums as readonly string[]).includes(name)) catalogue[`${name}_metric`] = entries(`${name}_metric`, members);
  }
  return catalogue;
}

export function createProtocolService(build: Config['build']) {
  // The catalogue is static per locale: build each once, on first use.
  const cache = new Map<Locale, Record<string, EnumEntry[]>>();
  return {
    enumCatalogue(locale: Locale) {
      let catalogue = cache.get(locale);
      if (!catalogue) cache.set(locale, (catalogue = buildEnumCatalogue(locale)));
      return catalogue;
    },
    version() {
      return { api: API_PROTOCOL_VERSION, build: { version: build.version, commit: build.commit, built_at: build.builtAt } };
    },
  };
}

export type ProtocolService = ReturnType<typeof createProtocolService>;

import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  enums,
  translate,
  unitVariantEnums,
  type EnumCatalogue,
  type Locale,
  API_PROTOCOL_VERSION,
} from '@golf/contracts';
import type { Config } from '../../config/config';

/** Every enumeration with translated labels; variant enums also appear as `<name>_metric`. */
function buildEnumCatalogue(locale: Locale): EnumCatalogue {
  const catalogue: EnumCatalogue = {};
  const entries = (labelSet: string, members: Record<string, number | string>) =>
    Object.entries(members).map(([key, value]) => ({
      value,
      key,
      label: translate(locale, `enums.${labelSet}.${key}`),
    }));
  for (const [name, members] of Object.entries(enums)) {
    catalogue[name] = entries(name, members);
    if ((unitVariantEnums as readonly string[]).includes(name))
      catalogue[`${name}_metric`] = entries(`${name}_metric`, members);
  }
  return catalogue;
}

/**
 * The whole `{ data }` reply, serialized, encoded and compressed once: every client fetches it on
 * start and on each locale change, and it never changes while the server runs.
 */
export interface SerializedCatalogue {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

export function createProtocolService(build: Config['build']) {
  // The catalogue is static per locale: build and serialize each once, on first use.
  const cache = new Map<Locale, SerializedCatalogue>();
  return {
    enumCatalogue(locale: Locale): SerializedCatalogue {
      let serialized = cache.get(locale);
      if (!serialized) {
        const identity = Buffer.from(JSON.stringify({ data: buildEnumCatalogue(locale) }));
        serialized = {
          identity,
          gzip: gzipSync(identity),
          br: brotliCompressSync(identity),
          etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
        };
        cache.set(locale, serialized);
      }
      return serialized;
    },
    version() {
      return {
        api: API_PROTOCOL_VERSION,
        build: { version: build.version, commit: build.commit, built_at: build.builtAt },
      };
    },
  };
}

export type ProtocolService = ReturnType<typeof createProtocolService>;

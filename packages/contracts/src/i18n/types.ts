import type { en } from './en';

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
type DeepPartial<T> = T extends string ? string : { [K in keyof T]?: DeepPartial<T[K]> };

/** The shape of the complete (English) catalogue. */
export type Catalogue = Widen<typeof en>;
/** Other languages are partial and fall back to English key by key. */
export type PartialCatalogue = DeepPartial<typeof en>;

import type { EnumMember, EnumName, unitVariantEnums } from '../enums';

/** Every enumeration member needs an English label; variant enums also need a metric set. */
export type EnumLabels = { [N in EnumName]: Record<EnumMember<N>, string> } & {
  [N in (typeof unitVariantEnums)[number] as `${N}_metric`]: Record<EnumMember<N>, string>;
};

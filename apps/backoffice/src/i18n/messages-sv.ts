import { sv as contractsSv } from '@golf/contracts';
import { englishCatalogue, mergeMessages } from './messages-en';
import { raSwedish } from './ra-sv';
import { sv } from './sv';

/**
 * Swedish is partial: it is laid over the English catalogue, so every missing key falls back.
 * react-admin's own texts are complete in Swedish (ra-sv.ts).
 */
export const swedishCatalogue = mergeMessages(englishCatalogue, raSwedish, { contracts: contractsSv }, sv);

/** See node-flags.mjs. */
export declare const serverNodeFlags: readonly string[];

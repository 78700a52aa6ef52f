/**
 * Profanity search terms (spec section 5): letters, digits, spaces, `-`, `_` and `*` wildcards,
 * with at least one letter or digit, so never only asterisks. The server and the back-office form
 * check the same rule.
 */
export const PROFANITY_TERM_MAX = 100;
export const PROFANITY_TERM_PATTERN = /^(?=.*[\p{L}\p{N}])[\p{L}\p{N} _*-]+$/u;

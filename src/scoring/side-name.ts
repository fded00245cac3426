/**
 * What a ledger side's name may be: a letter, then letters, digits, `_` or `-` (`"NS"`, `"EW"`,
 * `"A"`, `"B"`). The restriction keeps names usable as plain object keys: nothing like
 * `"__proto__"` can turn a totals record into something other than data.
 *
 * @module
 * @internal
 */

/** The pattern of a side name. */
export const SIDE_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

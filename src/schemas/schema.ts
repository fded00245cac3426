/**
 * The type the root entry and the variant, formats and analysis entries give their schemas: a small
 * interface of the library's own, not zod's. zod's declarations are large, and a program that
 * typechecks with `skipLibCheck` off checks every one it loads (about 9 s of one core); typed this
 * way, importing anything from `contract-bridge` loads none of them. The objects are zod 4 schemas
 * all the same, and `contract-bridge/schemas` exports them typed as zod types, for composing.
 *
 * @module
 */

/** One reason a value was refused: what, and where in the value (a zod issue). */
export interface SchemaIssue {
  /** zod's issue code, such as `"invalid_type"` or `"custom"`. */
  readonly code: string;
  /** Where in the value: keys and indices from its root. */
  readonly path: readonly PropertyKey[];
  /** A sentence for people, in English. */
  readonly message: string;
}

/** Why {@link Schema.safeParse} refused a value: every issue found. */
export interface SchemaError {
  /** The issues, at least one. */
  readonly issues: readonly SchemaIssue[];
  /** The issues as one text. */
  readonly message: string;
}

/** What {@link Schema.safeParse} returns: the parsed value, or the error. */
export type SafeParseResult<T> =
  | { readonly success: true; readonly data: T; readonly error?: never }
  | { readonly success: false; readonly data?: never; readonly error: SchemaError };

/** What a Standard Schema validator returns: the value, or the issues. */
export type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: readonly { readonly message: string; readonly path?: readonly unknown[] | undefined }[] };

/** The Standard Schema (v1) properties every zod 4 schema has, for libraries that take any validator. */
export interface StandardSchemaProps<Input, Output> {
  /** The version of the Standard Schema interface: 1. */
  readonly version: 1;
  /** The library that made the schema: `"zod"`. */
  readonly vendor: string;
  /** Checks a value; never throws for a bad value. */
  readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
  /** The types, for inference only (absent at run time). */
  readonly types?: { readonly input: Input; readonly output: Output } | undefined;
}

/**
 * A schema of the library: a zod 4 schema, typed by what it gives (`Output`) and what it accepts
 * (`Input`; the same unless the schema fills in defaults), proven at compile time to infer exactly
 * its declared type.
 */
export interface Schema<Output, Input = Output> {
  /** The value, checked (and defaults filled in); throws a zod error when it is refused. */
  readonly parse: (data: unknown) => Output;
  /** The value checked, as `{ success, data }` or `{ success, error }`; never throws for a bad value. */
  readonly safeParse: (data: unknown) => SafeParseResult<Output>;
  /** The Standard Schema interface. */
  readonly "~standard": StandardSchemaProps<Input, Output>;
}

/** A {@link Schema} of one of a fixed list of strings, which it keeps as `options`. */
export interface EnumSchema<T extends string> extends Schema<T> {
  /** Every value the schema accepts, in order. */
  readonly options: readonly T[];
}

/**
 * How the library's schemas are typed by their declared interfaces. A schema built with zod infers a
 * type that spells out every nested schema; written into the declaration files and the API docs
 * that is hundreds of lines per state or view. So each public schema is typed by the interface it
 * validates, `Schema<State>`, and {@link exactly} proves at compile time that the schema infers that
 * interface exactly (output and input, both ways): an interface cannot drift from its schema.
 *
 * Every call that builds a schema at the top level of a module carries a `@__PURE__` comment. zod
 * marks its functions with `// @__NO_SIDE_EFFECTS__` line comments, which esbuild does not honour;
 * without the marks every schema of every module an app imports stays in its bundle, used or not
 * (the duplicate engine alone carried the ledger's and the views' schemas, 3 kB gzip).
 *
 * @module
 */
import * as z from "zod/mini";

/**
 * A zod schema of the library, typed by what it gives (`Output`, `z.infer`) and what it accepts
 * (`Input`, `z.input`; the same unless the schema fills in defaults). It parses like any zod schema
 * and composes with an app's own zod 4 schemas.
 */
export type Schema<Output, Input = Output> = z.ZodMiniType<Output, Input>;

/** The shape of an object schema whose output and input are `T`: one schema per field. */
export type ShapeOf<T> = { -readonly [K in keyof T]-?: z.ZodMiniType<T[K], T[K]> };

/**
 * An object schema typed by the interface it validates: a {@link Schema} that keeps its `shape`, so
 * it can be extended (`z.extend`) or narrowed (`z.pick`).
 */
export type ObjectSchema<T> = z.ZodMiniObject<ShapeOf<T>>;

/**
 * The zod type of an enum schema of the strings `T`, named so that declarations and docs write
 * `EnumOf<Suit>` rather than spelling out every value.
 */
export type EnumOf<T extends string> = z.ZodMiniEnum<{ [K in T]: K }>;

/** Whether `A` and `B` are the same type, by the compiler's own identity relation. */
type Same<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false;

/** What {@link exactly} requires of a schema: its inferred output is `O` and its input `I`, exactly. */
type Exactly<S extends z.ZodMiniType, O, I> =
  Same<z.output<S>, O> extends true
    ? Same<z.input<S>, I> extends true
      ? unknown
      : { "the schema's input type is not the declared input": z.input<S> }
    : { "the schema's output type is not the declared type": z.output<S> };

/**
 * `schema`, typed as the declared `Schema<O, I>` it is assigned to. Compiles only when the schema's
 * inferred output is exactly `O` and its input exactly `I` (a missing, extra, optional-instead-of-
 * required or wider field is an error at the call), so the declared interface and the schema cannot
 * part. No work at run time: it returns its argument.
 *
 * @example
 * ```ts
 * export const TrickSchema: Schema<Trick> = exactly(z.object({ leader: SeatSchema, … }));
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function exactly<O, I, S extends z.ZodMiniType>(schema: S & Exactly<S, O, I>): z.ZodMiniType<O, I> {
  return schema as unknown as z.ZodMiniType<O, I>;
}

/**
 * An object schema as the declared `ObjectSchema<T>` it is assigned to, keeping its shape for
 * `z.extend` and `z.pick`; compiles only when the schema infers exactly `T` (see {@link exactly}).
 */
/* @__NO_SIDE_EFFECTS__ */
export function exactObject<T, S extends z.ZodMiniObject>(schema: S & Exactly<S, T, T>): ObjectSchema<T> {
  return schema as unknown as ObjectSchema<T>;
}

/**
 * A plain object schema with more fields, or some replaced: what `z.extend(schema, extra)` makes
 * (the same fields in the same order, so it parses and converts to JSON Schema alike), built as
 * `z.object` over the two shapes spread, which leaves zod's `extend` machinery (cloning the
 * schema's definition and mirroring its shape) out of the bundle. For schemas made by `z.object`
 * with no checks of their own, as every schema it extends is.
 */
/* @__NO_SIDE_EFFECTS__ */
export function extendObject<S extends z.core.$ZodShape, E extends z.core.$ZodLooseShape>(
  schema: z.ZodMiniObject<S>,
  extra: E,
): z.ZodMiniObject<z.core.util.Extend<S, z.core.util.Writeable<E>>> {
  return z.object({ ...schema.shape, ...extra }) as unknown as z.ZodMiniObject<
    z.core.util.Extend<S, z.core.util.Writeable<E>>
  >;
}

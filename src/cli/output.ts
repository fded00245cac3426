/**
 * Where the CLI writes: text sinks (stdout, stderr, a file), a buffer in front of stdout so that a
 * large table is not one system call per row, and the progress line on stderr.
 *
 * @module
 */
import { closeSync, openSync, writeSync } from "node:fs";

/** Anything text can be written to: `process.stdout`, a file, a test's collector. */
export interface TextSink {
  /** Writes the text (the return value, if any, is ignored). */
  write(text: string): unknown;
}

/** A sink that may be a terminal (`process.stderr`): the progress line is drawn only on one. */
export interface TerminalSink extends TextSink {
  /** `true` when the sink is a terminal. */
  readonly isTTY?: boolean | undefined;
}

/**
 * The progress line: `FILE: 12000 boards…` on stderr every `every` records, redrawn in place with
 * `\r`, and erased when the file is done or before other output goes to the same terminal.
 * Draws nothing unless stderr is a terminal, so logs and pipes never see it.
 */
export class Progress {
  private shown = false;
  private readonly enabled: boolean;

  /**
   * @param sink - stderr.
   * @param every - records between two redraws (default 1000).
   */
  constructor(
    private readonly sink: TerminalSink,
    private readonly every = 1000,
  ) {
    this.enabled = sink.isTTY === true && every > 0;
  }

  /** Notes that `count` records of `file` are done; redraws the line every `every` records. */
  tick(file: string, count: number): void {
    if (!this.enabled || count % this.every !== 0) return;
    this.sink.write(`\r\x1b[K${file}: ${count} boards…`);
    this.shown = true;
  }

  /** Erases the line, if one is shown. */
  clear(): void {
    if (!this.shown) return;
    this.sink.write("\r\x1b[K");
    this.shown = false;
  }
}

/**
 * A buffer in front of a sink: text is passed on in blocks of about 64 KB, and at
 * {@link BufferedSink.flush}. The progress line, if shown, is erased before each block so that
 * the two do not mix on a terminal.
 */
export class BufferedSink implements TextSink {
  private parts: string[] = [];
  private size = 0;
  private blocked: Promise<void> | null = null;

  /**
   * @param sink - where the text goes.
   * @param progress - the progress line to erase before writing.
   * @param limit - characters held before passing them on.
   */
  constructor(
    private readonly sink: TextSink,
    private readonly progress: Progress | null = null,
    private readonly limit = 64 * 1024,
  ) {}

  /** Adds text; passes the buffer on once it holds `limit` characters. */
  write(text: string): void {
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= this.limit) this.flush();
  }

  /** Passes on whatever is held. */
  flush(): void {
    if (this.size === 0) return;
    this.progress?.clear();
    const text = this.parts.join("");
    this.parts = [];
    this.size = 0;
    // A stream that answers `false` wants the writer to wait for "drain" (stdout to a slow pipe on
    // some systems); without waiting, a large file's output would pile up in memory.
    const sink = this.sink as TextSink & { once?: (event: "drain", listener: () => void) => unknown };
    if (sink.write(text) === false && typeof sink.once === "function") {
      const once = sink.once.bind(sink);
      this.blocked = new Promise((resolve) => once("drain", () => resolve()));
    }
  }

  /** A promise to await before writing more, when the sink has asked to wait; otherwise `null`. */
  ready(): Promise<void> | null {
    const blocked = this.blocked;
    this.blocked = null;
    return blocked;
  }
}

/** A file opened for writing, written synchronously (the CLI writes it in large blocks). */
export class FileSink implements TextSink {
  private constructor(private fd: number | null) {}

  /** Opens (creates or truncates) `path`; throws the I/O error, which the caller reports. */
  static open(path: string): FileSink {
    return new FileSink(openSync(path, "w"));
  }

  /** Writes the text as UTF-8. */
  write(text: string): void {
    if (this.fd !== null) writeSync(this.fd, text);
  }

  /** Closes the file. */
  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}

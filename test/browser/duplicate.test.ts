import { buildSync } from "esbuild";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchChromium } from "./chromium.js";
import { playDeal } from "./play-duplicate.js";

// Issue 13's browser smoke test: the duplicate entry and the bots, bundled with esbuild as a
// browser app would bundle them, play a deal in real headless Chromium; the record must be the one
// Node gets for the same seed.

const root = resolve(import.meta.dirname, "..", "..");

function bundleForBrowser(): string {
  const result = buildSync({
    entryPoints: [resolve(import.meta.dirname, "play-duplicate.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    globalName: "bridgeApp",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
    // tsconfig.json's `paths` resolve `contract-bridge/duplicate` and `/bots` to src/entries/.
    tsconfig: resolve(root, "tsconfig.json"),
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error("esbuild wrote no output");
  return file.text;
}

describe("the duplicate entry in a real browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("[D-1] a bot-played deal in headless Chromium has the same record as in Node", async () => {
    const code = bundleForBrowser();
    // A browser bundle must not reach for Node: no require, no process, no node: modules.
    expect(code).not.toMatch(/\brequire\(|node:|process\.env/);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.setContent("<!doctype html><title>contract-bridge</title>");
    await page.addScriptTag({ content: code });
    for (const seed of [7, 2026]) {
      const inBrowser = await page.evaluate(
        (s) => (globalThis as unknown as { bridgeApp: { playDeal(seed: number): string } }).bridgeApp.playDeal(s),
        seed,
      );
      const inNode = playDeal(seed);
      expect(JSON.parse(inBrowser)).toEqual(JSON.parse(inNode));
      expect((JSON.parse(inNode) as { tricks: unknown[] }).tricks.length).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

/**
 * Launches Debian's headless Chromium through playwright-core for the browser tests.
 *
 * Playwright's own browser download cannot reach the internet here, so the tests drive the
 * system's `chromium` (`apt-get install chromium`; `.ci/run` installs it when it is missing). The
 * flags keep Chromium from reaching for the network at start-up and let it run as root.
 */
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** Where Debian installs Chromium; `CHROMIUM_PATH` overrides it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Starts a headless Chromium, or throws a sentence saying how to install it. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `no Chromium at ${chromiumPath}: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

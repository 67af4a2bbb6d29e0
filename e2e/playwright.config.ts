import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${PORT}`;

// Browser downloads do not work here: always drive the system Chromium (Debian package `chromium`).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A journey of many steps with axe checks takes well under this; a 2-core machine that is
  // also busy elsewhere can take twice the usual time, which is no failure of the product.
  timeout: 60_000,
  // Generous: the first requests hit a cold server on a busy 2-core CI machine.
  expect: {
    timeout: 15_000,
    // Visual tests (visual.spec.ts): a few anti-aliased pixels may differ between Chromium builds;
    // a moved or restyled element changes far more than this.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, threshold: 0.2 },
  },
  // One picture per page, language and width, whatever the project or operating system.
  snapshotPathTemplate: "{testDir}/__screenshots__/{testFilePath}/{arg}{ext}",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], launchOptions: chromium },
      grep: /@mobile/,
    },
  ],
  // The built product on a fresh embedded database, exactly as `npm start` serves it.
  webServer: {
    command: "node ./start-server.mjs",
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT) },
    stdout: "pipe",
  },
});

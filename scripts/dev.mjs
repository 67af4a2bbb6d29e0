// `npm run dev`: the API (tsx watch, port 3000) and Vite (port 5173, proxies /api) side by side.
// One Ctrl-C stops both.
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "--workspace", "@spc/api"], { stdio: "inherit" }),
  spawn("npm", ["run", "dev", "--workspace", "@spc/web"], { stdio: "inherit" }),
];

function stop(code = 0) {
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}

for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

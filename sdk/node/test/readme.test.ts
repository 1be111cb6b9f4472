// The README's examples, run as written: the first call against the server
// of CONFIRMD_URL, the receiver against the real delivery of CONFIRMD_DELIVERY.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";

// dist/test/ -> the package's directory, so that the examples import
// "@confirmd/client" as a user's code does (the package refers to itself).
const pkg = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const blocks = [...readFileSync(join(pkg, "README.md"), "utf8").matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]!);

function write(name: string, code: string): string {
  const file = join(pkg, "dist", name);
  writeFileSync(file, code);
  return file;
}

test("the README has two examples", () => assert.equal(blocks.length, 2));

test("the first call", { skip: process.env.CONFIRMD_URL && process.env.CONFIRMD_SANDBOX_KEY ? false : "needs CONFIRMD_URL and CONFIRMD_SANDBOX_KEY" }, () => {
  const out = execFileSync(process.execPath, [write("readme-first-call.mjs", blocks[0]!)], { encoding: "utf8" });
  assert.match(out, /^cf_\w+ scheduled\nconfirmed /);
});

test("the receiver", { skip: process.env.CONFIRMD_DELIVERY ? false : "needs CONFIRMD_DELIVERY" }, async () => {
  const d = JSON.parse(readFileSync(process.env.CONFIRMD_DELIVERY!, "utf8")) as { body: string; headers: Record<string, string>; secret: string };
  process.env.CONFIRMD_SIGNING_SECRET = d.secret;
  const file = write("readme-receiver.mjs", blocks[1]! + "\nexport { server };\n");
  const { server } = (await import(pathToFileURL(file).href)) as { server: Server };
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  try {
    const body = Buffer.from(d.body, "base64");
    // The signature headers as sent; fetch sets its own Content-Length.
    const headers = Object.fromEntries(Object.entries(d.headers).filter(([k]) => /^(webhook-|x-service-|content-type)/i.test(k)));
    const post = async (b: Buffer) => (await fetch(url, { method: "POST", headers, body: new Uint8Array(b) })).status;
    assert.equal(await post(body), 204);
    assert.equal(await post(Buffer.from(body.toString("utf8").replace('"status":"', '"status":"x'))), 401);
  } finally {
    server.close();
  }
});

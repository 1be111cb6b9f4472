// Checks a confirmd delivery with the Standard Webhooks library and with
// Svix's, as a receiver would: node verify.js DIR, where DIR holds
//   body             the raw body, byte for byte
//   headers.json     the request's headers, {"name": "value"}
//   standard-secret  the output of `confirmd accounts standard-secret`
// It prints one line per check and exits 1 if any check fails: each
// library must accept the delivery and refuse it with one byte changed.
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const { Webhook: StandardWebhook } = require("standardwebhooks");
const { Webhook: SvixWebhook } = require("svix");

const dir = process.argv[2];
if (!dir) {
  console.error("usage: node verify.js DIR");
  process.exit(2);
}
const body = fs.readFileSync(path.join(dir, "body"));
const headers = JSON.parse(fs.readFileSync(path.join(dir, "headers.json"), "utf8"));
const secret = fs.readFileSync(path.join(dir, "standard-secret"), "utf8").trim();
const tampered = Buffer.from(body);
tampered[tampered.length - 2] ^= 1;

let failed = false;
for (const [name, Webhook] of [["standardwebhooks", StandardWebhook], ["svix", SvixWebhook]]) {
  const wh = new Webhook(secret);
  try {
    wh.verify(body.toString("utf8"), headers);
    console.log(`${name}: accepts the delivery`);
  } catch (err) {
    console.log(`${name}: REFUSES the delivery: ${err.message}`);
    failed = true;
  }
  try {
    wh.verify(tampered.toString("utf8"), headers);
    console.log(`${name}: ACCEPTS a tampered body`);
    failed = true;
  } catch {
    console.log(`${name}: refuses a tampered body`);
  }
}
process.exit(failed ? 1 : 0);

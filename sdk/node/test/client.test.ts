// The client against a running confirmd (sandbox key) and the webhook checks
// against a real delivery; sdk/sdk_test.go starts the server on each store
// and sets CONFIRMD_URL, CONFIRMD_SANDBOX_KEY, CONFIRMD_ORDER_DATE and
// CONFIRMD_DELIVERY (a file: {"body": base64, "headers", "secret"}).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import {
  AuthenticationError,
  Client,
  ConflictError,
  ConnectionError,
  InvalidSignatureError,
  NotFoundError,
  ValidationError,
  parseEvent,
  verifySignature,
  verifyStandard,
  type ConfirmationCreate,
} from "../src/index.js";

const URL = process.env.CONFIRMD_URL ?? "";
const KEY = process.env.CONFIRMD_SANDBOX_KEY ?? "";
const DATE = process.env.CONFIRMD_ORDER_DATE ?? "";
const live = { skip: !(URL && KEY && DATE) ? "needs CONFIRMD_URL, CONFIRMD_SANDBOX_KEY and CONFIRMD_ORDER_DATE" : false };

function order(externalId: string, phone = "+447400123456", email = "jane@example.com"): ConfirmationCreate {
  return {
    externalId,
    customer: { name: "Jane Smith", phone, email },
    order: {
      date: DATE,
      window: { from: "08:00", to: "12:00" },
      items: [{ name: "Sofa" }],
      rescheduleOptions: [{ date: DATE, window: { from: "14:00", to: "18:00" } }],
    },
    cadence: "demo",
  };
}

test("create, get, list page by page, answer and cancel", live, async () => {
  const c = new Client(URL, KEY, { retries: 0 });
  const ext = `JS-${process.hrtime.bigint()}`;
  const made = [];
  for (let i = 0; i < 3; i++) made.push(await c.create(order(ext)));
  assert.match(made[0]!.id, /^cf_/);
  assert.equal(made[0]!.status, "scheduled");
  assert.equal((await c.get(made[0]!.id)).externalId, ext);

  const page = await c.list({ externalId: ext, limit: 2 });
  assert.equal(page.items.length, 2);
  assert.ok(page.nextCursor);
  const all: string[] = [];
  for await (const cf of c.listAll({ externalId: ext, limit: 1 })) all.push(cf.id);
  assert.deepEqual(all.sort(), made.map((m) => m.id).sort());

  let cf = await c.advance(made[0]!.id);
  assert.equal(cf.status, "in_progress");
  cf = await c.sandboxReply(cf.id, { channel: "email", choice: "will_be_in" });
  assert.equal(cf.status, "confirmed");
  assert.equal(cf.outcome?.intent, "will_be_in");

  assert.equal((await c.cancel(made[1]!.id, "ordered twice")).status, "cancelled");
  await assert.rejects(c.cancel(made[1]!.id), (e: unknown) => e instanceof ConflictError && e.status === 409);
});

test("the same Idempotency-Key makes one confirmation", live, async () => {
  const c = new Client(URL, KEY, { retries: 0 });
  const body = order(`JS-IDEM-${process.hrtime.bigint()}`);
  const key = `js-same-${process.hrtime.bigint()}`;
  const a = await c.create(body, key);
  assert.equal((await c.create(body, key)).id, a.id);
  assert.notEqual((await c.create(body)).id, (await c.create(body)).id);
});

test("errors are typed", live, async () => {
  const c = new Client(URL, KEY, { retries: 0 });
  await assert.rejects(c.get("cf_" + "0".repeat(24)), NotFoundError);
  const bad = order("x");
  bad.customer = { name: "Jane", email: "not-an-address" };
  await assert.rejects(c.create(bad), (e: unknown) => e instanceof ValidationError && e.errors.some((m) => m.startsWith("customer.email")));
  await assert.rejects(new Client(URL, "sk_test_" + "x".repeat(32), { retries: 0 }).list(), AuthenticationError);
  assert.throws(() => new Client(URL, "not-a-key"), TypeError);
  await assert.rejects(new Client("http://127.0.0.1:9", KEY, { retries: 0, timeoutMs: 2000 }).list(), ConnectionError);
});

test("inbox, a person's message and resolution, delivery, statistics, erasure, audit", live, async () => {
  const c = new Client(URL, KEY, { retries: 0 });
  const phone = "+4474002" + String(Date.now() % 100000).padStart(5, "0");
  let cf = await c.create(order("JS-INBOX", phone, `inbox-${Date.now()}@example.com`));
  await c.advance(cf.id); // the email
  await c.advance(cf.id); // the text
  cf = await c.sandboxReply(cf.id, { channel: "sms", text: "Can I speak to a real person please" });
  assert.equal(cf.status, "action_needed");
  assert.equal(cf.outcome?.intent, "wants_human");
  const waiting: string[] = [];
  for await (const w of c.inboxAll({ intent: "wants_human" })) waiting.push(w.id);
  assert.ok(waiting.includes(cf.id));

  cf = await c.sendMessage(cf.id, { channel: "sms", text: "Hello Jane, this is Sam from the shop.", author: "Sam Taylor" });
  assert.ok(cf.events.at(-1)?.text.startsWith("Hello Jane, this is Sam from the shop."));
  cf = await c.resolve(cf.id, { status: "confirmed", intent: "will_be_in", notes: "ring twice", author: "Sam Taylor" });
  assert.equal(cf.status, "confirmed");
  assert.equal(cf.outcome?.resolvedBy, "Sam Taylor");

  cf = await c.recordDelivery(cf.id, { result: "failed", reason: "no_one_home", at: cf.updatedAt });
  assert.equal(cf.delivery?.result, "failed");
  const stats = await c.stats({ groupBy: "intent" });
  assert.ok(JSON.stringify(stats).includes("created"));

  const erased = await c.erase({ phone });
  assert.ok(erased.erased >= 1);
  assert.ok(!JSON.stringify(await c.get(cf.id)).includes(phone));
  const audit = await c.audit({ limit: 100 });
  assert.ok(audit.items.some((e) => JSON.stringify(e).includes("erasure")));
});

test("account defaults, the events feed and webhook attempts", live, async () => {
  const c = new Client(URL, KEY, { retries: 0 });
  const acct = await c.updateAccount({ brand: { name: "JS Home", colors: { primary: "#0A7F5A" } }, webhookUrl: null });
  assert.equal(acct.brand?.name, "JS Home");
  const cf = await c.create(order("JS-DEFAULTS"));
  assert.equal(cf.brand?.name, "JS Home");
  await assert.rejects(c.updateAccount({ brand: { colors: { primary: "green" } } }), (e: unknown) => e instanceof ValidationError && e.errors.some((m) => m.includes("brand.colors.primary")));
  await c.updateAccount({ brand: null });
  assert.equal((await c.account()).brand, null);

  await c.advance(cf.id);
  await c.sandboxReply(cf.id, { channel: "email", choice: "will_be_in" });
  assert.deepEqual(await c.webhookAttempts(cf.id), []); // no webhookUrl: nothing was sent
  let seen: { status: string; intent: string | null }[] = [];
  for (const deadline = Date.now() + 20_000; seen.length < 2 && Date.now() < deadline; ) {
    seen = [];
    for await (const e of c.eventsAll({ limit: 5 })) if (e.confirmationId === cf.id) seen.push({ status: e.status, intent: e.intent ?? null });
    if (seen.length < 2) await new Promise((r) => setTimeout(r, 200));
  }
  // Every change of status or outcome, oldest first.
  assert.deepEqual(seen, [{ status: "in_progress", intent: null }, { status: "confirmed", intent: "will_be_in" }]);
  const page = await c.events({ limit: 100 });
  assert.ok(page.nextCursor);
  assert.equal(typeof page.hasMore, "boolean");
});

const DELIVERY = process.env.CONFIRMD_DELIVERY ?? "";
const delivery = { skip: DELIVERY ? false : "needs CONFIRMD_DELIVERY" };

function loadDelivery(): { body: Buffer; headers: Record<string, string>; secret: string } {
  const d = JSON.parse(readFileSync(DELIVERY, "utf8")) as { body: string; headers: Record<string, string>; secret: string };
  return { body: Buffer.from(d.body, "base64"), headers: d.headers, secret: d.secret };
}

test("both signature schemes accept a real delivery", delivery, () => {
  const d = loadDelivery();
  const event = parseEvent(d.body, d.headers, d.secret);
  assert.equal(event.type, "confirmation.updated");
  assert.match(event.data.id, /^cf_/);
  const lower = Object.fromEntries(Object.entries(d.headers).map(([k, v]) => [k.toLowerCase(), v]));
  verifySignature(d.body, lower["x-service-signature"], d.secret, lower["x-service-timestamp"]);
  verifyStandard(d.body, new Headers(d.headers), ["whsec_old", d.secret]);
  const classic = Object.fromEntries(Object.entries(d.headers).filter(([k]) => !k.toLowerCase().startsWith("webhook-")));
  assert.equal(parseEvent(d.body, classic, d.secret).type, "confirmation.updated");
});

test("a tampered body, another secret, no headers or a stale timestamp are refused", delivery, () => {
  const d = loadDelivery();
  const tampered = Buffer.from(d.body.toString("utf8").replace('"status":"', '"status":"x'));
  for (const [body, secret, headers] of [
    [tampered, d.secret, d.headers],
    [d.body, "whsec_wrong", d.headers],
    [d.body, d.secret, {}],
  ] as const) {
    assert.throws(() => parseEvent(body, headers, secret), InvalidSignatureError);
  }
  assert.throws(() => verifyStandard(d.body, d.headers, d.secret, 300, Date.now() + 3_600_000), InvalidSignatureError);
  assert.throws(() => parseEvent(d.body, d.headers, ""), TypeError);
});

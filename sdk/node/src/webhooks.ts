import { createHmac, timingSafeEqual } from "node:crypto";
import type { components } from "./schema.js";

/** The body of a delivery: `{"type": "confirmation.updated", "data": <confirmation>}`. */
export type WebhookEvent = components["schemas"]["WebhookEvent"];

/** The delivery was not signed with any secret given, or its timestamp is out of tolerance. */
export class InvalidSignatureError extends Error {
  constructor(message: string) {
    super(`confirmd: ${message}`);
    this.name = "InvalidSignatureError";
  }
}

type Secrets = string | readonly string[];
type Headers = Record<string, string | string[] | undefined> | { get(name: string): string | null };

function secretsOf(secret: Secrets): string[] {
  const all = typeof secret === "string" ? [secret] : [...secret];
  if (all.length === 0 || all.some((s) => !s)) {
    throw new TypeError("confirmd: a signing secret is needed");
  }
  return all;
}

function header(h: Headers, name: string): string | undefined {
  if (typeof (h as { get?: unknown }).get === "function") {
    return (h as { get(name: string): string | null }).get(name) ?? undefined;
  }
  const rec = h as Record<string, string | string[] | undefined>;
  for (const k of Object.keys(rec)) {
    if (k.toLowerCase() === name) {
      const v = rec[k];
      return Array.isArray(v) ? v[0] : v;
    }
  }
  return undefined;
}

function equal(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * verifySignature checks `X-Service-Signature` (`sha256=<hex>`; two,
 * comma-separated, during a secret rotation) against the raw body, with the
 * account's signing secret (`whsec_...`) or several. When the service signs a
 * timestamp, pass `X-Service-Timestamp`: the MAC then covers
 * `timestamp + "." + body`. Throws InvalidSignatureError.
 */
export function verifySignature(body: Buffer | string, signature: string | undefined, secret: Secrets, timestamp?: string): void {
  if (!signature) throw new InvalidSignatureError("no X-Service-Signature header");
  const raw = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const message = timestamp === undefined ? raw : Buffer.concat([Buffer.from(timestamp + "."), raw]);
  const sigs = signature.split(",").map((s) => s.trim());
  if (sigs.some((s) => !/^sha256=[0-9a-f]{64}$/.test(s))) {
    throw new InvalidSignatureError("X-Service-Signature is not sha256=<64 hex digits>");
  }
  for (const key of secretsOf(secret)) {
    const want = Buffer.from("sha256=" + createHmac("sha256", key).update(message).digest("hex"));
    if (sigs.some((s) => equal(Buffer.from(s), want))) return;
  }
  throw new InvalidSignatureError("X-Service-Signature does not match");
}

/**
 * verifyStandard checks the Standard Webhooks headers (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature`) with the signing secret as
 * confirmd prints it (`whsec_...`, whose bytes are the key; Standard Webhooks
 * libraries instead take `confirmd accounts standard-secret`'s form). The
 * timestamp must be within `toleranceSeconds` of now. Throws InvalidSignatureError.
 */
export function verifyStandard(body: Buffer | string, headers: Headers, secret: Secrets, toleranceSeconds = 300, now = Date.now()): void {
  const id = header(headers, "webhook-id");
  const ts = header(headers, "webhook-timestamp");
  const sig = header(headers, "webhook-signature");
  if (!id || !ts || !sig) throw new InvalidSignatureError("missing webhook-id, webhook-timestamp or webhook-signature");
  const t = Number(ts);
  if (!/^\d+$/.test(ts) || !Number.isSafeInteger(t)) throw new InvalidSignatureError("webhook-timestamp is not a number");
  if (Math.abs(now / 1000 - t) > toleranceSeconds) throw new InvalidSignatureError("webhook-timestamp is outside the tolerance");
  const raw = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const message = Buffer.concat([Buffer.from(`${id}.${ts}.`), raw]);
  const given = sig
    .split(" ")
    .map((p) => p.split(","))
    .filter(([v, s]) => v === "v1" && s)
    .map(([, s]) => Buffer.from(s as string, "base64"));
  for (const key of secretsOf(secret)) {
    const want = createHmac("sha256", key).update(message).digest();
    if (given.some((g) => equal(g, want))) return;
  }
  throw new InvalidSignatureError("webhook-signature does not match");
}

/**
 * parseEvent verifies a delivery by the scheme its headers use (Standard
 * Webhooks when `webhook-signature` is present, else X-Service-Signature)
 * and returns the decoded event. Verify the raw body, exactly as received.
 */
export function parseEvent(body: Buffer | string, headers: Headers, secret: Secrets): WebhookEvent {
  if (header(headers, "webhook-signature") !== undefined) {
    verifyStandard(body, headers, secret);
  } else {
    verifySignature(body, header(headers, "x-service-signature"), secret, header(headers, "x-service-timestamp"));
  }
  return JSON.parse(Buffer.isBuffer(body) ? body.toString("utf8") : body) as WebhookEvent;
}

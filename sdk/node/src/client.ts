import { randomBytes } from "node:crypto";
import { ConfirmdError, ConnectionError, errorFor } from "./errors.js";
import type { components } from "./schema.js";

type Schemas = components["schemas"];
/** A confirmation, as the API shows it. */
export type Confirmation = Schemas["Confirmation"];
/** The body of a create. */
export type ConfirmationCreate = Schemas["ConfirmationCreate"];
/** One customer reply played in the sandbox. */
export type Reply = Schemas["Reply"];
/** A person's message to the customer. */
export type MessageRequest = Schemas["MessageRequest"];
/** A person's resolution. */
export type ResolveRequest = Schemas["ResolveRequest"];
/** What happened on the day. */
export type DeliveryRequest = Schemas["DeliveryRequest"];
/** Outcome statistics. */
export type Stats = Schemas["Stats"];
/** Who to erase: exactly one of phone, email, confirmationId. */
export type ErasureRequest = Schemas["ErasureRequest"];
/** What an erasure removed. */
export type Erasure = Schemas["Erasure"];
/** One entry of the audit log. */
export type AuditEntry = Schemas["AuditEntry"];
/** A change of a confirmation's status or outcome, from the events feed. */
export type FeedEvent = Schemas["FeedEvent"];
/** One webhook attempt of a confirmation. */
export type Attempt = Schemas["Attempt"];
/** A resend accepted: the delivery waits in the outbox. */
export type ResendAccepted = Schemas["ResendAccepted"];
/** The account and its defaults for the key's mode. */
export type Account = Schemas["Account"];
/** A change of the account's defaults (JSON merge patch: null clears). */
export type AccountPatch = Schemas["AccountPatch"];

/** A page of the events feed: `nextCursor` is kept to poll with; `hasMore` says whether more follow now. */
export interface EventPage extends Page<FeedEvent> {
  hasMore: boolean;
}

/** One page of a list and the cursor of the next (null on the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface ListOptions {
  limit?: number;
  cursor?: string;
  status?: Confirmation["status"];
  externalId?: string;
  /** RFC 3339: only those changed at or after it. */
  updatedSince?: string;
}

export interface ClientOptions {
  /** Milliseconds before a request is given up; default 30,000. */
  timeoutMs?: number;
  /** Retries of reads and creates after a connection failure, a 5xx or a 429; default 2. */
  retries?: number;
  /** A fetch to use instead of the global one (tests, proxies). */
  fetch?: typeof fetch;
}

type Query = Record<string, string | number | boolean | undefined>;

/**
 * Client calls one confirmd server with one key.
 *
 * Reads (GET) are retried after a connection failure, a 5xx or a 429, with
 * backoff; so is a create, always with an Idempotency-Key (one is made when
 * none is given), so a retried create never makes two confirmations. Other
 * calls are sent once. Every failure is a ConfirmdError subclass.
 */
export class Client {
  readonly baseUrl: string;
  readonly #key: string;
  readonly #timeoutMs: number;
  readonly #retries: number;
  readonly #fetch: typeof fetch;

  constructor(baseUrl: string, key: string, options: ClientOptions = {}) {
    if (!/^https?:\/\//.test(baseUrl)) throw new TypeError("confirmd: baseUrl must be an http:// or https:// address");
    if (!/^sk_(test|live)_/.test(key)) throw new TypeError("confirmd: key must be a sandbox (sk_test_...) or live (sk_live_...) key");
    this.baseUrl = baseUrl.replace(/\/+$/, "");
    this.#key = key;
    this.#timeoutMs = options.timeoutMs ?? 30_000;
    this.#retries = Math.max(0, options.retries ?? 2);
    this.#fetch = options.fetch ?? fetch;
  }

  // Confirmations.

  /** POST /v1/confirmations (201). */
  async create(body: ConfirmationCreate, idempotencyKey?: string): Promise<Confirmation> {
    const key = idempotencyKey ?? "js_" + randomBytes(16).toString("hex");
    const ans = await this.#request<{ confirmation: Confirmation }>("POST", "/v1/confirmations", { body, retry: true, headers: { "Idempotency-Key": key } });
    return ans.confirmation;
  }

  /** GET /v1/confirmations/{id}. */
  async get(id: string): Promise<Confirmation> {
    return (await this.#request<{ confirmation: Confirmation }>("GET", `/v1/confirmations/${seg(id)}`)).confirmation;
  }

  /** GET /v1/confirmations: one page, newest first. */
  async list(options: ListOptions = {}): Promise<Page<Confirmation>> {
    const ans = await this.#request<{ confirmations: Confirmation[]; nextCursor: string | null }>("GET", "/v1/confirmations", { query: { ...options } });
    return { items: ans.confirmations, nextCursor: ans.nextCursor ?? null };
  }

  /** Every confirmation matching the options, page after page: `for await (const c of client.listAll())`. */
  listAll(options: ListOptions = {}): AsyncIterableIterator<Confirmation> {
    return pages((cursor) => this.list(cursor === undefined ? options : { ...options, cursor }), options.cursor);
  }

  /** POST /v1/confirmations/{id}/cancel. */
  async cancel(id: string, reason?: string): Promise<Confirmation> {
    return this.#one("POST", `/v1/confirmations/${seg(id)}/cancel`, reason === undefined ? {} : { reason });
  }

  /** POST /v1/confirmations/{id}/advance: the next step runs now. */
  async advance(id: string): Promise<Confirmation> {
    return this.#one("POST", `/v1/confirmations/${seg(id)}/advance`, {});
  }

  /** POST /v1/sandbox/confirmations/{id}/reply: plays the customer (sandbox keys only). */
  async sandboxReply(id: string, reply: Reply): Promise<Confirmation> {
    return this.#one("POST", `/v1/sandbox/confirmations/${seg(id)}/reply`, reply);
  }

  // The hand-off inbox.

  /** GET /v1/inbox: confirmations waiting for a person, oldest first. */
  async inbox(options: { intent?: string; limit?: number; cursor?: string } = {}): Promise<Page<Confirmation>> {
    const ans = await this.#request<{ confirmations: Confirmation[]; nextCursor: string | null }>("GET", "/v1/inbox", { query: { ...options } });
    return { items: ans.confirmations, nextCursor: ans.nextCursor ?? null };
  }

  /** Every confirmation of the inbox, page after page. */
  inboxAll(options: { intent?: string; limit?: number } = {}): AsyncIterableIterator<Confirmation> {
    return pages((cursor) => this.inbox(cursor === undefined ? options : { ...options, cursor }));
  }

  /** POST /v1/confirmations/{id}/messages (201): a person writes to the customer. */
  async sendMessage(id: string, message: MessageRequest): Promise<Confirmation> {
    return this.#one("POST", `/v1/confirmations/${seg(id)}/messages`, message);
  }

  /** POST /v1/confirmations/{id}/resolve: a person records the outcome. */
  async resolve(id: string, resolution: ResolveRequest): Promise<Confirmation> {
    return this.#one("POST", `/v1/confirmations/${seg(id)}/resolve`, resolution);
  }

  // Feedback, statistics, privacy.

  /** POST /v1/confirmations/{id}/delivery: what happened on the day. */
  async recordDelivery(id: string, report: DeliveryRequest): Promise<Confirmation> {
    return this.#one("POST", `/v1/confirmations/${seg(id)}/delivery`, report);
  }

  /** GET /v1/stats. */
  async stats(query: { from?: string; to?: string; groupBy?: "day" | "channel" | "intent" } = {}): Promise<Stats> {
    return (await this.#request<{ stats: Stats }>("GET", "/v1/stats", { query: { ...query } })).stats;
  }

  /** POST /v1/erasures: removes one customer's personal data. */
  async erase(who: ErasureRequest): Promise<Erasure> {
    return this.#request<Erasure>("POST", "/v1/erasures", { body: who });
  }

  /** GET /v1/audit: one page of the account's audit log. */
  async audit(options: { limit?: number; cursor?: string; action?: string } = {}): Promise<Page<AuditEntry>> {
    const ans = await this.#request<{ entries: AuditEntry[]; nextCursor: string | null }>("GET", "/v1/audit", { query: { ...options } });
    return { items: ans.entries, nextCursor: ans.nextCursor ?? null };
  }

  // Catching up after an outage.

  /** GET /v1/events: changes of status or outcome, oldest first after the cursor `after`. */
  async events(options: { after?: string; limit?: number } = {}): Promise<EventPage> {
    const ans = await this.#request<{ events: FeedEvent[]; nextCursor: string | null; hasMore: boolean }>("GET", "/v1/events", { query: { ...options } });
    return { items: ans.events, nextCursor: ans.nextCursor ?? null, hasMore: ans.hasMore };
  }

  /**
   * Every event after `after` that exists now, page after page; keep the last
   * event's page cursor (see events) to poll again later.
   */
  async *eventsAll(options: { after?: string; limit?: number } = {}): AsyncIterableIterator<FeedEvent> {
    let after = options.after;
    for (;;) {
      const page = await this.events(after === undefined ? { ...options } : { ...options, after });
      yield* page.items;
      if (!page.hasMore || !page.nextCursor) return;
      after = page.nextCursor;
    }
  }

  /** GET /v1/confirmations/{id}/webhooks: every webhook attempt of a confirmation. */
  async webhookAttempts(id: string): Promise<Attempt[]> {
    return (await this.#request<{ attempts: Attempt[] }>("GET", `/v1/confirmations/${seg(id)}/webhooks`)).attempts;
  }

  /** POST /v1/confirmations/{id}/webhooks/{attemptId}/resend (202): sends that delivery again. */
  async resendWebhook(id: string, attemptId: string): Promise<ResendAccepted> {
    return this.#request<ResendAccepted>("POST", `/v1/confirmations/${seg(id)}/webhooks/${seg(attemptId)}/resend`, { body: {} });
  }

  // The account's defaults.

  /** GET /v1/account: the defaults a create that leaves them out uses. */
  async account(): Promise<Account> {
    return (await this.#request<{ account: Account }>("GET", "/v1/account")).account;
  }

  /** PATCH /v1/account: changes the given defaults; null clears one. */
  async updateAccount(changes: AccountPatch): Promise<Account> {
    return (await this.#request<{ account: Account }>("PATCH", "/v1/account", { body: changes })).account;
  }

  // Transport.

  async #one(method: string, path: string, body: unknown): Promise<Confirmation> {
    return (await this.#request<{ confirmation: Confirmation }>(method, path, { body })).confirmation;
  }

  async #request<T>(method: string, path: string, opts: { body?: unknown; query?: Query; headers?: Record<string, string>; retry?: boolean } = {}): Promise<T> {
    const url = new URL(this.baseUrl + path);
    for (const [k, v] of Object.entries(opts.query ?? {})) {
      if (v !== undefined) url.searchParams.set(k, String(v));
    }
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.#key}`,
      Accept: "application/json",
      "User-Agent": "confirmd-node/0.1.0",
      ...opts.headers,
    };
    let payload: string | undefined;
    if (opts.body !== undefined) {
      payload = JSON.stringify(opts.body);
      headers["Content-Type"] = "application/json";
    }
    const tries = 1 + (opts.retry || method === "GET" ? this.#retries : 0);
    for (let attempt = 0; ; attempt++) {
      const last = attempt === tries - 1;
      let res: Response;
      try {
        const init: RequestInit = { method, headers, signal: AbortSignal.timeout(this.#timeoutMs) };
        if (payload !== undefined) init.body = payload;
        res = await this.#fetch(url, init);
      } catch (e) {
        if (last) throw new ConnectionError(0, `${method} ${url}: ${(e as Error).message}`);
        await backoff(attempt);
        continue;
      }
      const raw = await res.text();
      if (res.ok) return (raw ? JSON.parse(raw) : {}) as T;
      const err = errorFor(res.status, raw);
      if (last || !(res.status >= 500 || res.status === 429)) throw err;
      await backoff(attempt);
    }
  }
}

async function* pages<T>(one: (cursor: string | undefined) => Promise<Page<T>>, start?: string): AsyncIterableIterator<T> {
  let cursor = start;
  for (;;) {
    const page = await one(cursor);
    yield* page.items;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}

function backoff(attempt: number): Promise<void> {
  return new Promise((r) => setTimeout(r, Math.min(250 * 2 ** attempt, 2000)));
}

function seg(id: string): string {
  if (!id || id.includes("/")) throw new TypeError(`confirmd: ${JSON.stringify(id)} is not an id`);
  return encodeURIComponent(id);
}

export { ConfirmdError };

// A TypeScript client's use of the types openapi-typescript generates from
// confirmd's OpenAPI document (schema.d.ts, made by `make apicheck`): a
// create request, the confirmation it answers with, and the webhook event.
import type { components, operations } from "./schema";

type ConfirmationCreate = components["schemas"]["ConfirmationCreate"];
type Confirmation = components["schemas"]["Confirmation"];
type WebhookEvent = components["schemas"]["WebhookEvent"];
type Created = operations["createConfirmation"]["responses"][201]["content"]["application/json"];
type Problem = components["schemas"]["Error"] | components["schemas"]["Problems"];

export const request: ConfirmationCreate = {
  externalId: "SO-1042",
  customer: { name: "Jane Smith", phone: "+447400123456", email: "jane@example.com" },
  order: {
    date: "2026-11-24",
    window: { from: "08:00", to: "12:00" },
    items: [{ name: "Sofa", qty: 1 }],
    rescheduleOptions: [{ date: "2026-11-25", window: { from: "12:00", to: "16:00" } }],
  },
  cadence: "standard",
  webhookUrl: "https://client.example/hooks/confirm",
};

// createConfirmation sends the request with a key and gives back the
// confirmation, or throws with the service's messages.
export async function createConfirmation(base: string, key: string, body: ConfirmationCreate): Promise<Confirmation> {
  const res = await fetch(`${base}/v1/confirmations`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) {
    const p = (await res.json()) as Problem;
    throw new Error("errors" in p ? p.errors.join("; ") : p.error);
  }
  const created = (await res.json()) as Created;
  return created.confirmation;
}

// nextStep says what a dispatch system does with a confirmation, from a
// webhook event (after its signature was checked) or a GET.
export function nextStep(c: Confirmation): string {
  const order = c.externalId ?? c.id;
  switch (c.status) {
    case "confirmed":
      return `keep ${order} on route` + (c.outcome?.signerName ? ` (${c.outcome.signerName} will sign)` : "");
    case "rescheduled":
      return `move ${order} to ${c.order.date} ${c.order.window.from}-${c.order.window.to}`;
    case "action_needed":
    case "unreachable":
      return `flag ${order} for the team: ${c.outcome?.summary ?? ""}`;
    case "scheduled":
    case "in_progress":
    case "cancelled":
      return `nothing yet for ${order}`;
  }
}

export function onEvent(raw: string): string | undefined {
  const event = JSON.parse(raw) as WebhookEvent;
  return event.type === "confirmation.updated" ? nextStep(event.data) : undefined;
}

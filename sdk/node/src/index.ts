/**
 * confirmd's client for Node.js: every call of the REST API, cursor paging
 * as async iterators, typed errors, and verification of webhook deliveries
 * by either signature scheme. No runtime dependencies; the types come from
 * confirmd's OpenAPI document.
 */
export { Client } from "./client.js";
export type {
  Account,
  AccountPatch,
  Attempt,
  AuditEntry,
  ClientOptions,
  Confirmation,
  ConfirmationCreate,
  DeliveryRequest,
  Erasure,
  ErasureRequest,
  EventPage,
  FeedEvent,
  ListOptions,
  MessageRequest,
  Page,
  Reply,
  ResendAccepted,
  ResolveRequest,
  Stats,
} from "./client.js";
export {
  AuthenticationError,
  ConfirmdError,
  ConflictError,
  ConnectionError,
  NotFoundError,
  RateLimitError,
  ValidationError,
} from "./errors.js";
export { InvalidSignatureError, parseEvent, verifySignature, verifyStandard } from "./webhooks.js";
export type { WebhookEvent } from "./webhooks.js";
export type { components, paths } from "./schema.js";

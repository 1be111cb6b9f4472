/** An answer of confirmd's API that is not a success. */
export class ConfirmdError extends Error {
  /** The HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The field problems of a 400, each starting with the field's path. */
  readonly errors: string[];
  /** The answer's raw text. */
  readonly body: string;

  constructor(status: number, message: string, errors: string[] = [], body = "") {
    super(`confirmd: ${status}: ${message}`);
    this.name = new.target.name;
    this.status = status;
    this.errors = errors;
    this.body = body;
  }
}

/** 400: the request's fields are wrong; `errors` names each problem. */
export class ValidationError extends ConfirmdError {}
/** 401: the key is missing or wrong. */
export class AuthenticationError extends ConfirmdError {}
/** 404: no such confirmation for this key (or no such path). */
export class NotFoundError extends ConfirmdError {}
/** 409: closed, a cap reached, quiet hours, or an Idempotency-Key reused with another body. */
export class ConflictError extends ConfirmdError {}
/** 429: a rate limit; nothing was done. */
export class RateLimitError extends ConfirmdError {}
/** The server could not be reached or did not answer in time. */
export class ConnectionError extends ConfirmdError {}

const byStatus: Record<number, typeof ConfirmdError> = {
  400: ValidationError,
  401: AuthenticationError,
  404: NotFoundError,
  409: ConflictError,
  429: RateLimitError,
};

/** errorFor makes the error of an answer's status and body. */
export function errorFor(status: number, raw: string): ConfirmdError {
  let message = raw || `HTTP ${status}`;
  let errors: string[] = [];
  try {
    const ans = JSON.parse(raw) as { error?: unknown; errors?: unknown };
    if (Array.isArray(ans.errors)) {
      errors = ans.errors.map(String);
      message = errors.join("; ");
    } else if (typeof ans.error === "string") {
      message = ans.error;
    }
  } catch {
    // not JSON: keep the text
  }
  const E = byStatus[status] ?? ConfirmdError;
  return new E(status, message, errors, raw);
}

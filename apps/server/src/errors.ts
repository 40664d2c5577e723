/** Typed domain errors with stable codes; the one error handler maps them to HTTP. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_MISMATCH: 409,
  INSUFFICIENT_FUNDS: 422,
  BUSINESS_RULE: 422,
  ACCOUNT_LOCKED: 423,
  RATE_LIMITED: 429,
  // Player protection (@sabong/shared/protection's ProtectionCode): a limit or a running time-out refuses a stake or load.
  LOSS_LIMIT: 422,
  WAGER_LIMIT: 422,
  LOAD_LIMIT: 422,
  LARGEST_STAKE: 422,
  PLAY_TIME: 422,
  TIMED_OUT: 422,
  SELF_EXCLUDED: 422,
  // Know your customer (@sabong/shared/identity's kycRefusal): the player's identity status refuses a stake or load.
  IDENTITY_STATUS: 422,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class DomainError extends Error {
  override readonly name = "DomainError";
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Sent as Retry-After (seconds) by the error handler, e.g. on 429. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
  /** What the one error handler answers with. */
  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string) => new DomainError("BAD_REQUEST", message);
export const unauthorized = (message = "Please log in again") => new DomainError("UNAUTHORIZED", message);
export const forbidden = (message = "You are not allowed to do that") => new DomainError("FORBIDDEN", message);
export const notFound = (message = "Not found") => new DomainError("NOT_FOUND", message);
export const conflict = (message: string) => new DomainError("CONFLICT", message);
export const businessRule = (message: string) => new DomainError("BUSINESS_RULE", message);

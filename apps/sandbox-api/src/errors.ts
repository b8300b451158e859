import type { ApiError, FieldErrorValue } from '@coras/api-client';

/**
 * Stable machine codes of error answers (`Error.code`). 37 is the real service's "no tickets
 * selected" (spec 2 §8); the others are the sandbox's and documented in its README.
 */
export const ErrorCode = {
  noTickets: 37,
  notEnoughTickets: 38,
  reservationGone: 39,
  invalidRequest: 40,
  session: 41,
  /** Refused as a development server refuses: a foreign `Host`, a cross-site control call. */
  refused: 43,
  notFound: 44,
  idempotencyMismatch: 45,
  alreadyPaid: 46,
  basketInPayment: 47,
  fault: 50,
  contractViolation: 51,
} as const;

/** An error answer: thrown by a route, written by the app's error handler. */
export class ApiProblem extends Error {
  readonly status: 400 | 401 | 404 | 409 | 413 | 422 | 429 | 500 | 503;
  readonly code: number;
  readonly errors: Record<string, FieldErrorValue> | undefined;

  constructor(
    status: ApiProblem['status'],
    code: number,
    message: string,
    errors?: Record<string, FieldErrorValue>,
  ) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.code = code;
    this.errors = errors;
  }

  /** The `Error` body of the document. */
  toBody(): ApiError {
    return { code: this.code, message: this.message, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

/** 400: the request breaks the document or a business rule; `errors` says which fields. */
export class ValidationError extends ApiProblem {
  constructor(
    message: string,
    errors: Record<string, FieldErrorValue>,
    code: number = ErrorCode.invalidRequest,
  ) {
    super(400, code, message, errors);
  }
}

/** 401: the booking session is missing, unknown or expired. */
export class SessionError extends ApiProblem {
  constructor(message = 'The booking session is missing, unknown or expired.') {
    super(401, ErrorCode.session, message);
  }
}

/** 404: no such resource. */
export class NotFoundError extends ApiProblem {
  constructor(message: string) {
    super(404, ErrorCode.notFound, message);
  }
}

/** 409: fewer tickets remain than asked for. */
export class NotEnoughTicketsError extends ApiProblem {
  constructor(readonly remaining: number) {
    super(
      409,
      ErrorCode.notEnoughTickets,
      'We’re sorry, there are not enough tickets available for this event',
    );
  }
}

/** 409 on confirmation: a listed reservation has expired, was released or was already paid. */
export class HoldExpiredError extends ApiProblem {
  constructor(readonly reservationId: string) {
    super(409, ErrorCode.reservationGone, `Reservation ${reservationId} has expired or was released.`);
  }
}

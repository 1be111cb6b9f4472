"""The errors confirmd's API answers with, one class per kind."""
from __future__ import annotations

from typing import List, Optional


class ConfirmdError(Exception):
    """An answer of confirmd's API that is not a success.

    ``status`` is the HTTP status, ``message`` the API's ``error`` (or the
    ``errors`` joined), ``errors`` the list of field problems of a 400 and
    ``body`` the answer's raw text.
    """

    def __init__(self, status: int, message: str, errors: Optional[List[str]] = None, body: str = ""):
        super().__init__(f"confirmd: {status}: {message}")
        self.status = status
        self.message = message
        self.errors = list(errors or [])
        self.body = body


class ValidationError(ConfirmdError):
    """400: the request's fields are wrong; ``errors`` names each problem."""


class AuthenticationError(ConfirmdError):
    """401: the key is missing or wrong."""


class NotFoundError(ConfirmdError):
    """404: no such confirmation for this key (or no such path)."""


class ConflictError(ConfirmdError):
    """409: the confirmation is closed, a cap is reached, quiet hours, or an
    Idempotency-Key was used with another body."""


class RateLimitError(ConfirmdError):
    """429: a rate limit; nothing was done."""


class ConnectionFailed(ConfirmdError):
    """The server could not be reached or did not answer (status 0)."""


_BY_STATUS = {
    400: ValidationError,
    401: AuthenticationError,
    404: NotFoundError,
    409: ConflictError,
    429: RateLimitError,
}


def error_for(status: int, message: str, errors: Optional[List[str]] = None, body: str = "") -> ConfirmdError:
    """The error class for an HTTP status."""
    return _BY_STATUS.get(status, ConfirmdError)(status, message, errors, body)

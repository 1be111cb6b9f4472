"""confirmd: a client of confirmd's REST API and verification of its
webhooks, with Python's standard library only.

    from confirmd import Client
    c = Client("http://127.0.0.1:8080", "sk_test_...")
    cf = c.create({...})

See README.md beside this package, and docs/api.md of confirmd.
"""
from .client import Client, Confirmation, Page
from .errors import (AuthenticationError, ConfirmdError, ConflictError, ConnectionFailed, NotFoundError,
                     RateLimitError, ValidationError)
from .webhooks import InvalidSignature, parse_event, verify_signature, verify_standard

__version__ = "0.1.0"

__all__ = [
    "Client", "Confirmation", "Page",
    "ConfirmdError", "ValidationError", "AuthenticationError", "NotFoundError", "ConflictError",
    "RateLimitError", "ConnectionFailed",
    "InvalidSignature", "parse_event", "verify_signature", "verify_standard",
]

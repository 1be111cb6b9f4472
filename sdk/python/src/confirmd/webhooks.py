"""Verification of confirmd's webhook deliveries, by either signature scheme.

Always verify the raw body, exactly as received, before parsing it: a
re-encoded body would not give the same MAC.
"""
from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import time
from typing import Any, Dict, Iterable, Mapping, Optional, Union

Secrets = Union[str, Iterable[str]]


class InvalidSignature(Exception):
    """The delivery was not signed with any of the secrets given, or its
    timestamp is too old or too new."""


def _secrets(secret: Secrets) -> list:
    out = [secret] if isinstance(secret, str) else list(secret)
    if not out or not all(out):
        raise ValueError("confirmd: a signing secret is needed")
    return out


def verify_signature(body: bytes, header: str, secret: Secrets, timestamp: Optional[str] = None) -> None:
    """Checks ``X-Service-Signature`` (``sha256=<hex>``; two, comma-separated,
    during a secret rotation) against the raw body. ``secret`` is the
    account's signing secret (``whsec_...``) or several of them. When the
    service signs a timestamp (``X-Service-Timestamp``), pass it: the MAC then
    covers ``timestamp + "." + body``. Raises InvalidSignature."""
    if not header:
        raise InvalidSignature("no X-Service-Signature header")
    message = body if timestamp is None else timestamp.encode() + b"." + body
    sigs = [s.strip() for s in header.split(",")]
    for s in sigs:
        if not s.startswith("sha256=") or len(s) != 71:
            raise InvalidSignature("X-Service-Signature is not sha256=<64 hex digits>")
    for key in _secrets(secret):
        want = "sha256=" + hmac.new(key.encode(), message, hashlib.sha256).hexdigest()
        if any(hmac.compare_digest(s.encode(), want.encode()) for s in sigs):
            return
    raise InvalidSignature("X-Service-Signature does not match")


def verify_standard(body: bytes, headers: Mapping[str, str], secret: Secrets, tolerance: int = 300,
                    now: Optional[float] = None) -> None:
    """Checks the Standard Webhooks headers (``webhook-id``,
    ``webhook-timestamp``, ``webhook-signature``). ``secret`` is the signing
    secret as confirmd prints it (``whsec_...``), whose bytes are the key;
    a Standard Webhooks library instead takes ``confirmd accounts
    standard-secret``'s form. The timestamp must be within ``tolerance``
    seconds of now. Raises InvalidSignature."""
    h = {k.lower(): v for k, v in headers.items()}
    msg_id, ts, sig_header = h.get("webhook-id"), h.get("webhook-timestamp"), h.get("webhook-signature")
    if not msg_id or not ts or not sig_header:
        raise InvalidSignature("missing webhook-id, webhook-timestamp or webhook-signature")
    try:
        t = int(ts)
    except ValueError:
        raise InvalidSignature("webhook-timestamp is not a number") from None
    if abs((time.time() if now is None else now) - t) > tolerance:
        raise InvalidSignature("webhook-timestamp is outside the tolerance")
    message = f"{msg_id}.{ts}.".encode() + body
    given = []
    for part in sig_header.split(" "):
        version, _, value = part.partition(",")
        if version != "v1":
            continue
        try:
            given.append(base64.b64decode(value, validate=True))
        except (binascii.Error, ValueError):
            continue
    for key in _secrets(secret):
        want = hmac.new(key.encode(), message, hashlib.sha256).digest()
        if any(hmac.compare_digest(g, want) for g in given):
            return
    raise InvalidSignature("webhook-signature does not match")


def parse_event(body: bytes, headers: Mapping[str, str], secret: Secrets) -> Dict[str, Any]:
    """Verifies a delivery by the scheme its headers use (Standard Webhooks
    when ``webhook-signature`` is present, else ``X-Service-Signature``) and
    returns the decoded event, ``{"type": "confirmation.updated", "data":
    <confirmation>}``. Raises InvalidSignature."""
    h = {k.lower(): v for k, v in headers.items()}
    if "webhook-signature" in h:
        verify_standard(body, h, secret)
    else:
        verify_signature(body, h.get("x-service-signature", ""), secret, h.get("x-service-timestamp"))
    return json.loads(body)

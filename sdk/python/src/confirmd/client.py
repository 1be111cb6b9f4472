"""A client of confirmd's REST API, with the standard library only."""
from __future__ import annotations

import json
import secrets
import socket
import time
import urllib.error
import urllib.parse
import urllib.request
from typing import Any, Dict, Iterator, List, Optional

from .errors import ConfirmdError, ConnectionFailed, error_for

Confirmation = Dict[str, Any]
"""A confirmation, as the API shows it (see docs/api.md)."""

__all__ = ["Client", "Confirmation", "Page"]


class Page:
    """One page of a list: ``items`` and the cursor of the next page
    (``next_cursor``, None on the last page)."""

    def __init__(self, items: List[Dict[str, Any]], next_cursor: Optional[str], has_more: Optional[bool] = None):
        self.items = items
        self.next_cursor = next_cursor
        #: For the events feed: whether more events follow now.
        self.has_more = has_more

    def __iter__(self):
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)


class Client:
    """A client of one confirmd server with one key.

    >>> c = Client("http://127.0.0.1:8080", "sk_test_...")
    >>> cf = c.create({"customer": {...}, "order": {...}})

    Calls that read (GET) are retried on a connection failure, a 5xx or a
    429, up to ``retries`` times with backoff; so is a create, always with an
    ``Idempotency-Key`` (one is made when none is given), so a retried create
    never makes two confirmations. Other calls are sent once.
    """

    def __init__(self, base_url: str, key: str, *, timeout: float = 30.0, retries: int = 2,
                 user_agent: str = "confirmd-python/0.1.0"):
        if not base_url.startswith(("http://", "https://")):
            raise ValueError("confirmd: base_url must be an http:// or https:// address")
        if not key.startswith(("sk_test_", "sk_live_")):
            raise ValueError("confirmd: key must be a sandbox (sk_test_...) or live (sk_live_...) key")
        self.base_url = base_url.rstrip("/")
        self._key = key
        self.timeout = timeout
        self.retries = max(0, retries)
        self.user_agent = user_agent

    # Confirmations.

    def create(self, body: Dict[str, Any], idempotency_key: Optional[str] = None) -> Confirmation:
        """POST /v1/confirmations: creates a confirmation (201)."""
        key = idempotency_key or "py_" + secrets.token_hex(16)
        return self._request("POST", "/v1/confirmations", body=body, retry=True,
                             headers={"Idempotency-Key": key})["confirmation"]

    def get(self, id: str) -> Confirmation:
        """GET /v1/confirmations/{id}."""
        return self._request("GET", f"/v1/confirmations/{_id(id)}")["confirmation"]

    def list(self, *, limit: Optional[int] = None, cursor: Optional[str] = None, status: Optional[str] = None,
             external_id: Optional[str] = None, updated_since: Optional[str] = None) -> Page:
        """GET /v1/confirmations: one page, newest first."""
        ans = self._request("GET", "/v1/confirmations", query={
            "limit": limit, "cursor": cursor, "status": status, "externalId": external_id,
            "updatedSince": updated_since})
        return Page(ans["confirmations"], ans.get("nextCursor"))

    def list_all(self, **filters: Any) -> Iterator[Confirmation]:
        """Every confirmation matching the filters of ``list``, page after page."""
        return self._pages(self.list, filters)

    def cancel(self, id: str, reason: Optional[str] = None) -> Confirmation:
        """POST /v1/confirmations/{id}/cancel."""
        body = {"reason": reason} if reason is not None else {}
        return self._request("POST", f"/v1/confirmations/{_id(id)}/cancel", body=body)["confirmation"]

    def advance(self, id: str) -> Confirmation:
        """POST /v1/confirmations/{id}/advance: runs the next step now."""
        return self._request("POST", f"/v1/confirmations/{_id(id)}/advance", body={})["confirmation"]

    def sandbox_reply(self, id: str, channel: str, *, text: Optional[str] = None, choice: Optional[str] = None,
                      signer_name: Optional[str] = None, slot: Optional[int] = None,
                      answered: Optional[bool] = None) -> Confirmation:
        """POST /v1/sandbox/confirmations/{id}/reply: plays the customer
        (sandbox keys only)."""
        body = _drop_none({"channel": channel, "text": text, "choice": choice, "signerName": signer_name,
                           "slot": slot, "answered": answered})
        return self._request("POST", f"/v1/sandbox/confirmations/{_id(id)}/reply", body=body)["confirmation"]

    # The hand-off inbox.

    def inbox(self, *, intent: Optional[str] = None, limit: Optional[int] = None,
              cursor: Optional[str] = None) -> Page:
        """GET /v1/inbox: confirmations waiting for a person, oldest first."""
        ans = self._request("GET", "/v1/inbox", query={"intent": intent, "limit": limit, "cursor": cursor})
        return Page(ans["confirmations"], ans.get("nextCursor"))

    def inbox_all(self, **filters: Any) -> Iterator[Confirmation]:
        """Every confirmation of the inbox, page after page."""
        return self._pages(self.inbox, filters)

    def send_message(self, id: str, channel: str, text: str, author: Optional[str] = None) -> Confirmation:
        """POST /v1/confirmations/{id}/messages: a person writes to the customer."""
        body = _drop_none({"channel": channel, "text": text, "author": author})
        return self._request("POST", f"/v1/confirmations/{_id(id)}/messages", body=body)["confirmation"]

    def resolve(self, id: str, status: str, *, intent: Optional[str] = None, slot: Optional[Dict[str, Any]] = None,
                signer_name: Optional[str] = None, notes: Optional[str] = None,
                author: Optional[str] = None) -> Confirmation:
        """POST /v1/confirmations/{id}/resolve: a person records the outcome."""
        body = _drop_none({"status": status, "intent": intent, "slot": slot, "signerName": signer_name,
                           "notes": notes, "author": author})
        return self._request("POST", f"/v1/confirmations/{_id(id)}/resolve", body=body)["confirmation"]

    # Feedback, statistics, privacy.

    def record_delivery(self, id: str, result: str, at: str, *, reason: Optional[str] = None) -> Confirmation:
        """POST /v1/confirmations/{id}/delivery: what happened on the day, at
        ``at`` (RFC 3339); ``reason`` is required for a failed one."""
        body = _drop_none({"result": result, "reason": reason, "at": at})
        return self._request("POST", f"/v1/confirmations/{_id(id)}/delivery", body=body)["confirmation"]

    def stats(self, *, from_: Optional[str] = None, to: Optional[str] = None,
              group_by: Optional[str] = None) -> Dict[str, Any]:
        """GET /v1/stats: outcome statistics of confirmations created from..to."""
        return self._request("GET", "/v1/stats", query={"from": from_, "to": to, "groupBy": group_by})["stats"]

    def erase(self, *, phone: Optional[str] = None, email: Optional[str] = None,
              confirmation_id: Optional[str] = None) -> Dict[str, Any]:
        """POST /v1/erasures: removes one customer's personal data; give
        exactly one of phone, email and confirmation_id."""
        body = _drop_none({"phone": phone, "email": email, "confirmationId": confirmation_id})
        return self._request("POST", "/v1/erasures", body=body)

    def audit(self, *, limit: Optional[int] = None, cursor: Optional[str] = None,
              action: Optional[str] = None) -> Page:
        """GET /v1/audit: the account's audit log, one page."""
        ans = self._request("GET", "/v1/audit", query={"limit": limit, "cursor": cursor, "action": action})
        return Page(ans["entries"], ans.get("nextCursor"))

    # Catching up after an outage.

    def events(self, *, after: Optional[str] = None, limit: Optional[int] = None) -> Page:
        """GET /v1/events: changes of status or outcome, oldest first after
        the cursor ``after``."""
        ans = self._request("GET", "/v1/events", query={"after": after, "limit": limit})
        return Page(ans["events"], ans.get("nextCursor"), ans.get("hasMore"))

    def events_all(self, *, after: Optional[str] = None, limit: Optional[int] = None) -> Iterator[Dict[str, Any]]:
        """Every event after ``after`` that exists now, page after page; keep
        the last page's ``next_cursor`` (see ``events``) to poll again later."""
        while True:
            page = self.events(after=after, limit=limit)
            yield from page.items
            if not page.has_more or not page.next_cursor:
                return
            after = page.next_cursor

    def webhook_attempts(self, id: str) -> List[Dict[str, Any]]:
        """GET /v1/confirmations/{id}/webhooks: every webhook attempt."""
        return self._request("GET", f"/v1/confirmations/{_id(id)}/webhooks")["attempts"]

    def resend_webhook(self, id: str, attempt_id: str) -> Dict[str, Any]:
        """POST /v1/confirmations/{id}/webhooks/{attemptId}/resend (202)."""
        return self._request("POST", f"/v1/confirmations/{_id(id)}/webhooks/{_id(attempt_id)}/resend", body={})

    # The account's defaults.

    def account(self) -> Dict[str, Any]:
        """GET /v1/account: the defaults a create that leaves them out uses."""
        return self._request("GET", "/v1/account")["account"]

    def update_account(self, changes: Dict[str, Any]) -> Dict[str, Any]:
        """PATCH /v1/account: changes the given defaults; a None value clears one."""
        return self._request("PATCH", "/v1/account", body=changes)["account"]

    # Transport.

    def _pages(self, one_page, filters: Dict[str, Any]) -> Iterator[Dict[str, Any]]:
        cursor = filters.pop("cursor", None)
        while True:
            page = one_page(cursor=cursor, **filters)
            yield from page.items
            if not page.next_cursor:
                return
            cursor = page.next_cursor

    def _request(self, method: str, path: str, *, body: Optional[Dict[str, Any]] = None,
                 query: Optional[Dict[str, Any]] = None, headers: Optional[Dict[str, str]] = None,
                 retry: bool = False) -> Dict[str, Any]:
        url = self.base_url + path
        q = {k: str(v).lower() if isinstance(v, bool) else str(v) for k, v in (query or {}).items() if v is not None}
        if q:
            url += "?" + urllib.parse.urlencode(q)
        data = None if body is None else json.dumps(body).encode()
        h = {"Authorization": "Bearer " + self._key, "Accept": "application/json", "User-Agent": self.user_agent}
        if data is not None:
            h["Content-Type"] = "application/json"
        h.update(headers or {})
        tries = 1 + (self.retries if retry or method == "GET" else 0)
        for attempt in range(tries):
            last = attempt == tries - 1
            req = urllib.request.Request(url, data=data, method=method, headers=h)
            try:
                with urllib.request.urlopen(req, timeout=self.timeout) as res:
                    raw = res.read()
                    return json.loads(raw) if raw else {}
            except urllib.error.HTTPError as e:
                raw = e.read().decode("utf-8", "replace")
                err = _decode_error(e.code, raw)
                if last or not (e.code >= 500 or e.code == 429):
                    raise err from None
            except (urllib.error.URLError, socket.timeout, ConnectionError) as e:
                if last:
                    raise ConnectionFailed(0, f"{method} {url}: {getattr(e, 'reason', e)}") from None
            time.sleep(min(0.25 * 2 ** attempt, 2.0))
        raise ConfirmdError(0, "unreachable")  # the loop always returns or raises


def _decode_error(status: int, raw: str) -> ConfirmdError:
    try:
        ans = json.loads(raw)
    except ValueError:
        ans = {}
    errors = ans.get("errors") if isinstance(ans, dict) else None
    message = ans.get("error") if isinstance(ans, dict) else None
    if errors:
        message = "; ".join(errors)
    return error_for(status, message or raw or f"HTTP {status}", errors, raw)


def _drop_none(d: Dict[str, Any]) -> Dict[str, Any]:
    return {k: v for k, v in d.items() if v is not None}


def _id(s: str) -> str:
    if not s or "/" in s:
        raise ValueError(f"confirmd: {s!r} is not an id")
    return urllib.parse.quote(s, safe="")

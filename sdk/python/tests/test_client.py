"""The client against a running confirmd (sandbox key), and the webhook
checks against a real delivery. sdk/sdk_test.go starts the server on each
store and sets:

  CONFIRMD_URL, CONFIRMD_SANDBOX_KEY  the server and a sandbox key
  CONFIRMD_ORDER_DATE                 a booking date in the server's future
  CONFIRMD_DELIVERY                   a file with one real delivery:
                                      {"body": base64, "headers": {...}, "secret": "whsec_..."}
"""
import base64
import json
import os
import sys
import time
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "src"))

import confirmd  # noqa: E402
from confirmd import Client  # noqa: E402

URL = os.environ.get("CONFIRMD_URL", "")
KEY = os.environ.get("CONFIRMD_SANDBOX_KEY", "")
DATE = os.environ.get("CONFIRMD_ORDER_DATE", "")


def order(ext, phone="+447400123456", email="jane@example.com"):
    return {
        "externalId": ext,
        "customer": {"name": "Jane Smith", "phone": phone, "email": email},
        "order": {"date": DATE, "window": {"from": "08:00", "to": "12:00"}, "items": [{"name": "Sofa"}],
                  "rescheduleOptions": [{"date": DATE, "window": {"from": "14:00", "to": "18:00"}}]},
        "cadence": "demo",
    }


@unittest.skipUnless(URL and KEY and DATE, "needs CONFIRMD_URL, CONFIRMD_SANDBOX_KEY and CONFIRMD_ORDER_DATE")
class ClientTest(unittest.TestCase):
    def setUp(self):
        self.c = Client(URL, KEY, retries=0)

    def test_create_get_list_and_answer(self):
        ext = "PY-%d" % time.time_ns()
        made = [self.c.create(order(ext)) for _ in range(3)]
        self.assertTrue(made[0]["id"].startswith("cf_"))
        self.assertEqual(made[0]["status"], "scheduled")
        self.assertEqual(self.c.get(made[0]["id"])["externalId"], ext)

        page = self.c.list(external_id=ext, limit=2)
        self.assertEqual(len(page), 2)
        self.assertIsNotNone(page.next_cursor)
        self.assertEqual(sorted(c["id"] for c in self.c.list_all(external_id=ext, limit=1)),
                         sorted(c["id"] for c in made))

        cf = self.c.advance(made[0]["id"])
        self.assertEqual(cf["status"], "in_progress")
        cf = self.c.sandbox_reply(cf["id"], "email", choice="will_be_in")
        self.assertEqual(cf["status"], "confirmed")
        self.assertEqual(cf["outcome"]["intent"], "will_be_in")

        cf = self.c.cancel(made[1]["id"], reason="ordered twice")
        self.assertEqual(cf["status"], "cancelled")
        with self.assertRaises(confirmd.ConflictError) as e:
            self.c.cancel(made[1]["id"])
        self.assertEqual(e.exception.status, 409)

    def test_same_idempotency_key_makes_one(self):
        body = order("PY-IDEM-%d" % time.time_ns())
        key = "py-same-key-%d" % time.time_ns()
        a = self.c.create(body, idempotency_key=key)
        self.assertEqual(self.c.create(body, idempotency_key=key)["id"], a["id"])
        self.assertNotEqual(self.c.create(body)["id"], self.c.create(body)["id"])

    def test_errors(self):
        with self.assertRaises(confirmd.NotFoundError):
            self.c.get("cf_" + "0" * 24)
        with self.assertRaises(confirmd.ValidationError) as e:
            self.c.create({"customer": {"name": "Jane", "email": "not-an-address"}, "order": order("x")["order"]})
        self.assertTrue(any(m.startswith("customer.email") for m in e.exception.errors), e.exception.errors)
        with self.assertRaises(confirmd.AuthenticationError):
            Client(URL, "sk_test_" + "x" * 32, retries=0).list()
        with self.assertRaises(ValueError):
            Client(URL, "not-a-key")
        with self.assertRaises(confirmd.ConnectionFailed):
            Client("http://127.0.0.1:9", KEY, retries=0, timeout=2).list()

    def test_inbox_message_resolve_delivery_stats_erase_audit(self):
        phone = "+4474001%05d" % (time.time_ns() % 100000)
        cf = self.c.create(order("PY-INBOX", phone=phone, email="inbox-%d@example.com" % time.time_ns()))
        self.c.advance(cf["id"])  # the email
        self.c.advance(cf["id"])  # the text
        cf = self.c.sandbox_reply(cf["id"], "sms", text="Can I speak to a real person please")
        self.assertEqual(cf["status"], "action_needed")
        self.assertEqual(cf["outcome"]["intent"], "wants_human")
        self.assertIn(cf["id"], [c["id"] for c in self.c.inbox_all(intent="wants_human")])

        cf = self.c.send_message(cf["id"], "sms", "Hello Jane, this is Sam from the shop.", author="Sam Taylor")
        self.assertTrue(cf["events"][-1]["text"].startswith("Hello Jane, this is Sam from the shop."))
        cf = self.c.resolve(cf["id"], "confirmed", intent="will_be_in", notes="ring twice", author="Sam Taylor")
        self.assertEqual(cf["status"], "confirmed")
        self.assertEqual(cf["outcome"]["resolvedBy"], "Sam Taylor")

        cf = self.c.record_delivery(cf["id"], "failed", cf["updatedAt"], reason="no_one_home")
        self.assertEqual(cf["delivery"]["result"], "failed")
        stats = self.c.stats(group_by="intent")
        self.assertIn("created", json.dumps(stats))

        erased = self.c.erase(phone=phone)
        self.assertGreaterEqual(erased["erased"], 1)
        self.assertNotIn(phone, json.dumps(self.c.get(cf["id"])))
        entries = self.c.audit(limit=100)
        self.assertTrue(any("erasure" in json.dumps(e) for e in entries), [e for e in entries])


    def test_account_defaults_events_and_webhook_attempts(self):
        acct = self.c.update_account({"brand": {"name": "Py Home", "colors": {"primary": "#0A7F5A"}},
                                      "webhookUrl": None})
        self.assertEqual(acct["brand"]["name"], "Py Home")
        self.assertEqual(self.c.account()["brand"]["name"], "Py Home")
        cf = self.c.create(order("PY-DEFAULTS"))
        self.assertEqual(cf["brand"]["name"], "Py Home")
        with self.assertRaises(confirmd.ValidationError) as e:
            self.c.update_account({"brand": {"colors": {"primary": "green"}}})
        self.assertTrue(any("brand.colors.primary" in m for m in e.exception.errors), e.exception.errors)
        self.c.update_account({"brand": None})
        self.assertIsNone(self.c.account()["brand"])

        self.c.advance(cf["id"])
        self.c.sandbox_reply(cf["id"], "email", choice="will_be_in")
        self.assertEqual(self.c.webhook_attempts(cf["id"]), [])  # no webhookUrl: nothing was sent
        deadline = time.time() + 20
        while True:
            seen = [(e["status"], e["intent"]) for e in self.c.events_all(limit=5) if e["confirmationId"] == cf["id"]]
            if len(seen) == 2 or time.time() > deadline:
                break
            time.sleep(0.2)
        # Every change of status or outcome, oldest first.
        self.assertEqual(seen, [("in_progress", None), ("confirmed", "will_be_in")])
        page = self.c.events(limit=100)
        self.assertIsNotNone(page.next_cursor)
        self.assertIsInstance(page.has_more, bool)


DELIVERY = os.environ.get("CONFIRMD_DELIVERY", "")


@unittest.skipUnless(DELIVERY, "needs CONFIRMD_DELIVERY")
class WebhookTest(unittest.TestCase):
    def setUp(self):
        with open(DELIVERY) as f:
            d = json.load(f)
        self.body = base64.b64decode(d["body"])
        self.headers = d["headers"]
        self.secret = d["secret"]

    def test_both_schemes_accept_a_real_delivery(self):
        event = confirmd.parse_event(self.body, self.headers, self.secret)
        self.assertEqual(event["type"], "confirmation.updated")
        self.assertTrue(event["data"]["id"].startswith("cf_"))
        h = {k.lower(): v for k, v in self.headers.items()}
        confirmd.verify_signature(self.body, h["x-service-signature"], self.secret, h.get("x-service-timestamp"))
        confirmd.verify_standard(self.body, self.headers, ["whsec_old", self.secret])
        without_standard = {k: v for k, v in self.headers.items() if not k.lower().startswith("webhook-")}
        self.assertEqual(confirmd.parse_event(self.body, without_standard, self.secret)["type"],
                         "confirmation.updated")

    def test_tampered_wrong_secret_and_stale_are_refused(self):
        tampered = self.body.replace(b'"status":"', b'"status":"x', 1)
        for body, secret, headers in [
            (tampered, self.secret, self.headers),
            (self.body, "whsec_wrong", self.headers),
            (self.body, self.secret, {}),
        ]:
            with self.assertRaises(confirmd.InvalidSignature):
                confirmd.parse_event(body, headers, secret)
        with self.assertRaises(confirmd.InvalidSignature):
            confirmd.verify_standard(self.body, self.headers, self.secret, now=time.time() + 3600)
        with self.assertRaises(ValueError):
            confirmd.parse_event(self.body, self.headers, "")


if __name__ == "__main__":
    unittest.main()

// Package webhook is for receivers of confirmd's webhooks: it checks that a
// delivery was signed with the account's signing secret, decodes the event,
// and keeps only the newest state of each confirmation.
//
// # Signature
//
// Every delivery is a POST with a JSON body and the header
//
//	X-Service-Signature: sha256=<hex>
//
// where <hex> is the lowercase hexadecimal HMAC-SHA256 of the exact bytes of
// the body, keyed with the signing secret (whsec_...). Verify the raw bytes
// before parsing any JSON: a re-encoded body would not give the same MAC.
//
// Secret rotation is off by default on the service. When it is on, during a
// rotation the service signs with both the old and the new secret and sends
// both signatures, separated by a comma:
//
//	X-Service-Signature: sha256=<hex with old secret>,sha256=<hex with new secret>
//
// A delivery is authentic when any signature in the header was made with any
// secret the receiver holds (see [VerifyAny]), so a receiver can switch to the
// new secret at any time during the rotation. Whitespace around the header and
// around each signature is ignored; anything else that is not exactly
// "sha256=" and 64 lowercase hexadecimal digits makes the header invalid.
//
// # Signed timestamp
//
// When the service is configured to send it (it is off by default), a
// delivery also carries
//
//	X-Service-Timestamp: <Unix seconds, decimal>
//
// and the MAC then covers the timestamp, a full stop and the body:
// HMAC-SHA256(secret, timestamp + "." + body). A receiver that checks the
// timestamp is within a tolerance of its own clock ([VerifyWithTimestamp])
// refuses replays of old deliveries. A body alone always starts with "{", so a
// signature over a body can never pass for one over a timestamp and a body.
//
// # Standard Webhooks
//
// When the service is configured to send them (off by default), a delivery
// also carries the headers of Standard Webhooks (www.standardwebhooks.com):
//
//	webhook-id: <the delivery's id, as X-Service-Delivery>
//	webhook-timestamp: <Unix seconds of the attempt>
//	webhook-signature: v1,<base64 of HMAC-SHA256(key, id + "." + timestamp + "." + body)>
//
// The key is the signing secret's bytes, as for X-Service-Signature; during
// a rotation there are two signatures, separated by a space. Standard
// Webhooks libraries take the key as [StandardSecret] writes it, "whsec_"
// and its base64; [VerifyStandard] takes the signing secret itself.
//
// # Delivery
//
// The header X-Service-Delivery carries an id unique to each delivery. The
// body is
//
//	{"type": "confirmation.updated", "data": <the full confirmation>}
//
// Deliveries may arrive more than once or out of order: the one with the
// newest data.updatedAt wins (see [Latest]). [Handler] does all of this for a
// receiver written with net/http.
package webhook

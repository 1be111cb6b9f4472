"""Checks the X-Service-Signature of a confirmd webhook (Python 3, no packages)."""
import hashlib
import hmac
import os
import sys


def verify(raw_body: bytes, header: str, secret: str) -> bool:
    """Whether header, the X-Service-Signature value, holds a signature of
    raw_body (the body exactly as received) made with secret. During a secret
    rotation the header holds two, comma-separated."""
    if not secret or not header:
        return False
    mac = hmac.new(secret.encode(), raw_body, hashlib.sha256).hexdigest()
    want = ("sha256=" + mac).encode()
    ok = False
    for sig in header.split(","):
        ok = hmac.compare_digest(sig.strip().encode(), want) or ok
    return ok


# With Flask, keep the raw body:
#   body = request.get_data()
#   if not verify(body, request.headers.get("X-Service-Signature", ""), os.environ["SIGNING_SECRET"]):
#       abort(401)
#   event = json.loads(body)  # only now

# As a command: SIGNING_SECRET=whsec_... python3 verify.py body.json "$SIGNATURE"
if __name__ == "__main__":
    with open(sys.argv[1], "rb") as f:
        ok = verify(f.read(), sys.argv[2] if len(sys.argv) > 2 else "", os.environ.get("SIGNING_SECRET", ""))
    print("ok" if ok else "bad signature")
    sys.exit(0 if ok else 1)

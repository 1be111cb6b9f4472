"""The README's examples, run as written: the first call against the server
of CONFIRMD_URL, the receiver against the real delivery of CONFIRMD_DELIVERY."""
import base64
import io
import json
import os
import re
import sys
import threading
import unittest
import urllib.error
import urllib.request
from contextlib import redirect_stdout
from http.server import HTTPServer

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "src"))

README = os.path.join(os.path.dirname(__file__), "..", "README.md")


def blocks():
    with open(README) as f:
        return re.findall(r"```python\n(.*?)```", f.read(), re.S)


class ReadmeTest(unittest.TestCase):
    def test_two_examples(self):
        self.assertEqual(len(blocks()), 2)

    @unittest.skipUnless(os.environ.get("CONFIRMD_URL") and os.environ.get("CONFIRMD_SANDBOX_KEY"),
                         "needs CONFIRMD_URL and CONFIRMD_SANDBOX_KEY")
    def test_first_call(self):
        out = io.StringIO()
        with redirect_stdout(out):
            exec(compile(blocks()[0], "README.md", "exec"), {"__name__": "readme"})
        self.assertRegex(out.getvalue(), r"cf_\w+ scheduled\nconfirmed ")

    @unittest.skipUnless(os.environ.get("CONFIRMD_DELIVERY"), "needs CONFIRMD_DELIVERY")
    def test_receiver(self):
        with open(os.environ["CONFIRMD_DELIVERY"]) as f:
            d = json.load(f)
        os.environ["CONFIRMD_SIGNING_SECRET"] = d["secret"]
        ns = {"__name__": "readme"}
        exec(compile(blocks()[1], "README.md", "exec"), ns)
        srv = HTTPServer(("127.0.0.1", 0), ns["Receiver"])
        threading.Thread(target=srv.serve_forever, daemon=True).start()
        self.addCleanup(srv.shutdown)
        url = "http://127.0.0.1:%d/hooks" % srv.server_port
        body = base64.b64decode(d["body"])
        # The signature headers as sent; urllib sets its own Content-Length.
        headers = {k: v for k, v in d["headers"].items()
                   if re.match(r"(?i)(webhook-|x-service-|content-type)", k)}

        def post(b):
            req = urllib.request.Request(url, data=b, headers=headers, method="POST")
            try:
                with urllib.request.urlopen(req, timeout=10) as res:
                    return res.status
            except urllib.error.HTTPError as e:
                return e.code

        out = io.StringIO()
        with redirect_stdout(out):
            self.assertEqual(post(body), 204)
        self.assertEqual(post(body.replace(b'"status":"', b'"status":"x', 1)), 401)


if __name__ == "__main__":
    unittest.main()

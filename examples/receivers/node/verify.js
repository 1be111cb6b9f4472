// Checks the X-Service-Signature of a confirmd webhook (Node.js, no packages).
const crypto = require("node:crypto");
const fs = require("node:fs");

// verify reports whether header, the X-Service-Signature value, holds a
// signature of rawBody (a Buffer: the body exactly as received) made with
// secret. During a secret rotation the header holds two, comma-separated.
function verify(rawBody, header, secret) {
  if (!secret || !header) return false;
  const mac = crypto.createHmac("sha256", secret).update(rawBody).digest("hex");
  const want = Buffer.from("sha256=" + mac);
  let ok = false;
  for (const sig of header.split(",")) {
    const got = Buffer.from(sig.trim());
    ok = (got.length === want.length && crypto.timingSafeEqual(got, want)) || ok;
  }
  return ok;
}

// With Express, keep the raw body:
//   app.post("/hooks/confirmd", express.raw({ type: "application/json" }), (req, res) => {
//     if (!verify(req.body, req.get("X-Service-Signature"), process.env.SIGNING_SECRET)) {
//       return res.sendStatus(401);
//     }
//     const event = JSON.parse(req.body); // only now
//     res.sendStatus(204);
//   });

// As a command: SIGNING_SECRET=whsec_... node verify.js body.json "$SIGNATURE"
if (require.main === module) {
  const ok = verify(fs.readFileSync(process.argv[2]), process.argv[3] || "", process.env.SIGNING_SECRET);
  console.log(ok ? "ok" : "bad signature");
  process.exit(ok ? 0 : 1);
}
module.exports = { verify };

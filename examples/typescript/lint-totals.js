// Reads `redocly lint --format=json` on stdin and fails on any error or
// warning: redocly itself fails only on errors.
"use strict";
let s = "";
process.stdin.on("data", (d) => (s += d));
process.stdin.on("end", () => {
  const t = JSON.parse(s).totals;
  if (t.errors || t.warnings) {
    console.error(`apicheck: Redocly reports ${t.errors} errors and ${t.warnings} warnings`);
    process.exit(1);
  }
});

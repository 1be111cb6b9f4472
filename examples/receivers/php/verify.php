<?php
// Checks the X-Service-Signature of a confirmd webhook (PHP 7.4 or later).

// Whether $header, the X-Service-Signature value, holds a signature of
// $rawBody (the body exactly as received) made with $secret. During a
// secret rotation the header holds two, comma-separated.
function confirmd_verify(string $rawBody, string $header, string $secret): bool
{
    if ($secret === '' || $header === '') {
        return false;
    }
    $want = 'sha256=' . hash_hmac('sha256', $rawBody, $secret);
    $ok = false;
    foreach (explode(',', $header) as $sig) {
        $ok = hash_equals($want, trim($sig)) || $ok;
    }
    return $ok;
}

// In a web page, keep the raw body:
//   $body = file_get_contents('php://input');
//   if (!confirmd_verify($body, $_SERVER['HTTP_X_SERVICE_SIGNATURE'] ?? '', getenv('SIGNING_SECRET'))) {
//       http_response_code(401);
//       exit;
//   }
//   $event = json_decode($body, true); // only now

// As a command: SIGNING_SECRET=whsec_... php verify.php body.json "$SIGNATURE"
if (PHP_SAPI === 'cli' && isset($argv) && realpath($argv[0]) === __FILE__) {
    $ok = confirmd_verify(file_get_contents($argv[1]), $argv[2] ?? '', (string) getenv('SIGNING_SECRET'));
    echo $ok ? "ok\n" : "bad signature\n";
    exit($ok ? 0 : 1);
}

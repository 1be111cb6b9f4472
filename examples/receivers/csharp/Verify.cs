// Checks the X-Service-Signature of a confirmd webhook (C#, .NET or Mono).
using System;
using System.IO;
using System.Security.Cryptography;
using System.Text;

public static class ConfirmdSignature
{
    // Whether header, the X-Service-Signature value, holds a signature of
    // rawBody (the body exactly as received) made with secret. During a
    // secret rotation the header holds two, comma-separated.
    public static bool Verify(byte[] rawBody, string header, string secret)
    {
        if (string.IsNullOrEmpty(secret) || string.IsNullOrEmpty(header)) return false;
        byte[] mac;
        using (var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(secret))) mac = hmac.ComputeHash(rawBody);
        var want = Encoding.ASCII.GetBytes("sha256=" + BitConverter.ToString(mac).Replace("-", "").ToLowerInvariant());
        var ok = false;
        foreach (var sig in header.Split(','))
        {
            var got = Encoding.UTF8.GetBytes(sig.Trim());
            var diff = got.Length ^ want.Length; // constant time: no early exit
            for (var i = 0; i < want.Length; i++) diff |= want[i] ^ (i < got.Length ? got[i] : 0);
            ok |= diff == 0;
        }
        return ok;
    }

    // In ASP.NET Core, keep the raw body:
    //   using var ms = new MemoryStream(); await Request.Body.CopyToAsync(ms);
    //   if (!ConfirmdSignature.Verify(ms.ToArray(), Request.Headers["X-Service-Signature"], secret)) return Unauthorized();

    // As a command: SIGNING_SECRET=whsec_... mono verify.exe body.json "$SIGNATURE"
    public static int Main(string[] args)
    {
        var ok = Verify(File.ReadAllBytes(args[0]), args.Length > 1 ? args[1] : "", Environment.GetEnvironmentVariable("SIGNING_SECRET"));
        Console.WriteLine(ok ? "ok" : "bad signature");
        return ok ? 0 : 1;
    }
}

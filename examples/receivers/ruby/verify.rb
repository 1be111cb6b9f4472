# Checks the X-Service-Signature of a confirmd webhook (Ruby 2.7 or later).
require "openssl"

# Whether header, the X-Service-Signature value, holds a signature of
# raw_body (the body exactly as received) made with secret. During a secret
# rotation the header holds two, comma-separated.
def confirmd_verify(raw_body, header, secret)
  return false if secret.to_s.empty? || header.to_s.empty?

  want = "sha256=" + OpenSSL::HMAC.hexdigest("SHA256", secret, raw_body)
  header.split(",").reduce(false) do |ok, sig|
    OpenSSL.secure_compare(sig.strip, want) || ok
  end
end

# With Sinatra or Rails, keep the raw body:
#   body = request.body.read
#   unless confirmd_verify(body, request.get_header("HTTP_X_SERVICE_SIGNATURE"), ENV["SIGNING_SECRET"])
#     halt 401 # Rails: head :unauthorized
#   end
#   event = JSON.parse(body) # only now

# As a command: SIGNING_SECRET=whsec_... ruby verify.rb body.json "$SIGNATURE"
if __FILE__ == $PROGRAM_NAME
  ok = confirmd_verify(File.binread(ARGV[0]), ARGV[1].to_s, ENV.fetch("SIGNING_SECRET", ""))
  puts(ok ? "ok" : "bad signature")
  exit(ok ? 0 : 1)
end

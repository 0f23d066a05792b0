/**
 * Builds the `Stripe-Signature` header Stripe sends with a webhook, with Web Crypto (runs in workerd):
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<payload>")>`.
 */
export async function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`${timestamp}.${payload}`));
  const hex = Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `t=${timestamp},v1=${hex}`;
}

#!/usr/bin/env node
/**
 * `npm run make-admin -- <email> [--remote]`: gives an existing account the admin role in the local
 * D1 (or, with --remote, the deployed one), verified address or not. Admins can also be listed in
 * ADMIN_EMAILS, which counts only once the address is verified.
 */
import { run } from "./lib/server.mjs";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const email = args.find((arg) => !arg.startsWith("--"))?.trim().toLowerCase();

// wrangler d1 execute takes no bound parameters, so only a plain email address is accepted.
if (!email || !/^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/.test(email)) {
  console.error("Usage: npm run make-admin -- someone@example.org [--remote]");
  process.exit(1);
}

const sql = `UPDATE user SET role = 'admin' WHERE lower(email) = '${email}'; SELECT email, role FROM user WHERE lower(email) = '${email}';`;
const output = run(`${process.cwd()}/node_modules/.bin/wrangler`, ["d1", "execute", "DB", remote ? "--remote" : "--local", "--json", "--command", sql], { quiet: true });
const rows = JSON.parse(output).at(-1)?.results ?? [];
if (rows.length === 0) {
  console.error(`No account with the email ${email}. Sign up first, then run this again.`);
  process.exit(1);
}
console.log(`${email} is now an admin.`);

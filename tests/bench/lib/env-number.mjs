/** A whole number ≥ 1 from the environment, or `fallback` when it is unset. */
export function wholeNumberFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1 (got "${raw}")`);
  return value;
}

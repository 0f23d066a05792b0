/** Password strength meter. */
import { VALIDATION_COPY } from "./copy/auth";
import { PASSWORD_MIN } from "./validation";

export type StrengthLabel = "Weak" | "Fair" | "Good" | "Strong";

export function passwordStrengthScore(password: string): number {
  let score = 0;
  if (password.length >= 8) score += 25;
  if (password.length >= 12) score += 15;
  if (/[a-z]/.test(password)) score += 15;
  if (/[A-Z]/.test(password)) score += 15;
  if (/\d/.test(password)) score += 15;
  if (/[^A-Za-z0-9]/.test(password)) score += 15;
  return score;
}

export function strengthLabel(score: number): StrengthLabel {
  if (score < 30) return "Weak";
  if (score < 60) return "Fair";
  if (score < 80) return "Good";
  return "Strong";
}

export function passwordStrength(password: string) {
  const score = passwordStrengthScore(password);
  return {
    score,
    label: strengthLabel(score),
    hint: password.length < PASSWORD_MIN ? VALIDATION_COPY.passwordHint : null,
  };
}

import { AUTH_SCREEN_COPY } from "~/kernel/auth-form";
import { passwordStrength, type StrengthLabel } from "~/kernel/password-strength";

const BAR_COLOURS: Record<StrengthLabel, string> = {
  Weak: "bg-danger",
  Fair: "bg-accent",
  Good: "bg-primary/70",
  Strong: "bg-primary",
};

/** The strength score, its word (Weak/Fair/Good/Strong), and the hint under 8 characters. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, label, hint } = passwordStrength(password);
  return (
    <div>
      <div className="flex items-center justify-between text-xs">
        <span className="text-muted">{AUTH_SCREEN_COPY.strengthLabel}</span>
        <span className="font-semibold">{label}</span>
      </div>
      <div
        role="meter"
        aria-label={AUTH_SCREEN_COPY.strengthLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={label}
        className="mt-1 h-2 overflow-hidden rounded-full bg-border"
      >
        <div className={`h-full rounded-full transition-all ${BAR_COLOURS[label]}`} style={{ width: `${score}%` }} />
      </div>
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
    </div>
  );
}

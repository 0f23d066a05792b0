/** The look of a form's text inputs and selects: a 44-pixel touch target, red when invalid. */
export const FIELD_CONTROL_CLASS =
  "mt-1 block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base text-fg aria-[invalid=true]:border-danger";

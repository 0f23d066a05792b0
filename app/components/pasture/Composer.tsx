import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { FieldError } from "~/components/ui/FieldError";
import { PASTURE_COPY } from "~/kernel/copy/pasture";
import { POST_IMAGE_TYPES, POST_MAX_CHARS } from "~/kernel/pasture/rules";
import { PASTURE_INTENTS } from "~/kernel/pasture/intents";
import { NewPostSchema } from "~/kernel/pasture/schemas";
import type { ShareOption } from "~/kernel/pasture/views";
import { MentionTextarea } from "./MentionTextarea";
import { usePastureFetcher } from "./usePastureFetcher";

const FIELD_CLASS = "text-field mt-1";

/** The new post form: text with @mentions, an optional passage, a share of what he read, a photo. */
export function Composer({ shareOptions }: { shareOptions: ShareOption[] }) {
  const [text, setText] = useState("");
  const [share, setShare] = useState("");
  const [preview, setPreview] = useState<string | null>(null);
  const photo = useRef<HTMLInputElement>(null);
  const fetcher = usePastureFetcher(PASTURE_COPY.posted, () => {
    form.reset();
    setText("");
    setShare("");
    clearPhoto();
  });
  const [form, fields] = useForm({
    id: "pasture-new-post",
    lastResult: fetcher.data,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewPostSchema }),
  });
  const chosen = shareOptions.find((option) => `${option.kind}:${option.id}` === share);
  const pending = fetcher.state !== "idle";
  const counterId = `${fields.body.id}-count`;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  function clearPhoto() {
    if (photo.current) photo.current.value = "";
    setPreview(null);
  }

  return (
    <fetcher.Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="card space-y-4">
      <input type="hidden" name="intent" value={PASTURE_INTENTS.post} />
      <div>
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={fields.body.id} className="font-semibold">
            {PASTURE_COPY.composerLabel}
          </label>
          <span id={counterId} className={`text-xs tabular-nums ${text.length > POST_MAX_CHARS ? "text-danger" : "text-muted"}`}>
            {PASTURE_COPY.characterCount(text.length, POST_MAX_CHARS)}
          </span>
        </div>
        <MentionTextarea
          {...getTextareaProps(fields.body, { value: false, ariaDescribedBy: counterId })}
          value={text}
          onValueChange={setText}
          rows={4}
          placeholder={PASTURE_COPY.composerPlaceholder}
          className={FIELD_CLASS}
        />
        <FieldError id={fields.body.errorId} message={fields.body.errors?.[0]} />
      </div>

      <div>
        <label htmlFor={fields.scripture.id} className="text-sm font-semibold">
          {PASTURE_COPY.scriptureLabel}
        </label>
        <input
          {...getInputProps(fields.scripture, { type: "text", ariaDescribedBy: `${fields.scripture.id}-hint` })}
          autoComplete="off"
          className={FIELD_CLASS}
        />
        <p id={`${fields.scripture.id}-hint`} className="mt-1 text-sm text-muted">
          {PASTURE_COPY.scriptureHint}
        </p>
        <FieldError id={fields.scripture.errorId} message={fields.scripture.errors?.[0]} />
      </div>

      {shareOptions.length > 0 ? (
        <div>
          <label htmlFor="pasture-share" className="text-sm font-semibold">
            {PASTURE_COPY.shareLabel}
          </label>
          <select id="pasture-share" value={share} onChange={(event) => setShare(event.target.value)} className={FIELD_CLASS}>
            <option value="">{PASTURE_COPY.shareNothing}</option>
            {shareOptions.map((option) => (
              <option key={`${option.kind}:${option.id}`} value={`${option.kind}:${option.id}`}>
                {option.label}
              </option>
            ))}
          </select>
          {chosen ? (
            <>
              <input type="hidden" name={fields.shareKind.name} value={chosen.kind} />
              <input type="hidden" name={fields.shareId.name} value={chosen.id} />
            </>
          ) : null}
          <FieldError id={fields.shareId.errorId} message={fields.shareId.errors?.[0] ?? fields.shareKind.errors?.[0]} />
        </div>
      ) : null}

      <div>
        <label htmlFor="pasture-photo" className="text-sm font-semibold">
          {PASTURE_COPY.imageLabel}
        </label>
        <input
          ref={photo}
          id="pasture-photo"
          name="image"
          type="file"
          accept={POST_IMAGE_TYPES.join(",")}
          onChange={(event) => {
            const file = event.target.files?.[0];
            setPreview(file ? URL.createObjectURL(file) : null);
          }}
          className="mt-1 block w-full text-sm"
        />
        {preview ? (
          <div className="mt-2 flex items-start gap-3">
            <img src={preview} alt={PASTURE_COPY.photoPreviewAlt} className="max-h-40 rounded-lg object-cover" />
            <button type="button" onClick={clearPhoto} className="btn-ghost text-sm">
              {PASTURE_COPY.removePhoto}
            </button>
          </div>
        ) : null}
      </div>

      <FieldError id={form.errorId} message={form.errors?.[0]} />
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={pending} aria-busy={pending || undefined}>
          {pending ? PASTURE_COPY.posting : PASTURE_COPY.post}
        </button>
      </div>
    </fetcher.Form>
  );
}

import { useState } from "react";
import { useToast } from "~/components/toast/ToastProvider";
import { IMAGE_COPY } from "~/kernel/copy/word";
import { Dialog } from "./Dialog";

export interface VerseImage {
  reference: string;
  /** /api/word/verse-image/John/3/16.svg */
  url: string;
  /** File name without extension, e.g. "John-3-16". */
  fileName: string;
}

const PNG_SIZE = 1080;

/** Draws the server's SVG onto a canvas: a PNG for apps that do not take SVG. */
async function pngFrom(url: string): Promise<Blob> {
  const image = new Image();
  image.decoding = "async";
  image.src = url;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = PNG_SIZE;
  canvas.height = PNG_SIZE;
  canvas.getContext("2d")!.drawImage(image, 0, 0, PNG_SIZE, PNG_SIZE);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The image could not be drawn."))), "image/png")
  );
}

function download(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** The verse over artwork: preview, download as PNG or SVG, share (Web Share API) where it exists. */
export function VerseImageDialog({ image, onClose }: { image: VerseImage | null; onClose: () => void }) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const canShareFiles =
    typeof navigator !== "undefined" &&
    typeof navigator.canShare === "function" &&
    navigator.canShare({ files: [new File([""], "verse.png", { type: "image/png" })] });

  async function run(task: (png: Blob) => Promise<void> | void) {
    if (!image) return;
    setBusy(true);
    try {
      await task(await pngFrom(image.url));
    } catch (error) {
      if ((error as Error).name !== "AbortError") toast({ title: IMAGE_COPY.shareFailed, variant: "error" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={image !== null}
      onClose={onClose}
      title={image ? IMAGE_COPY.title(image.reference) : ""}
      closeLabel={IMAGE_COPY.close}
      wide
    >
      {image ? (
        <div>
          <img
            src={image.url}
            alt={IMAGE_COPY.alt(image.reference)}
            width={PNG_SIZE}
            height={PNG_SIZE}
            className="aspect-square h-auto w-full rounded-xl border border-border"
          />
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary"
              disabled={busy}
              onClick={() => run((png) => download(png, `${image.fileName}.png`))}
            >
              {IMAGE_COPY.downloadPng}
            </button>
            <a href={image.url} download={`${image.fileName}.svg`} className="btn-secondary">
              {IMAGE_COPY.downloadSvg}
            </a>
            {canShareFiles ? (
              <button
                type="button"
                className="btn-secondary"
                disabled={busy}
                onClick={() =>
                  run((png) =>
                    navigator.share({
                      title: image.reference,
                      files: [new File([png], `${image.fileName}.png`, { type: "image/png" })],
                    })
                  )
                }
              >
                {IMAGE_COPY.share}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

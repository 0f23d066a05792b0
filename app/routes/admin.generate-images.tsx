import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ARTWORK_ADMIN_COPY as C } from "~/kernel/copy/admin";
import { z } from "~/kernel/zod";
import { requireAdmin } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { comingArtwork, generateArtwork } from "../../worker/domain/admin/artwork.server";
import { createImageGenerator } from "../../worker/providers/images";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Images · Admin · Shepherd");

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const images = createImageGenerator(context.app.env);
  return { model: images?.model ?? null, days: await comingArtwork(context.app) };
}

const GenerateSchema = z.object({ date: z.string({ error: C.invalidDate }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: C.invalidDate }) });

export async function action({ context, request }: ActionFunctionArgs) {
  requireAdmin(context);
  const form = await request.formData();
  const parsed = GenerateSchema.safeParse({ date: form.get("date") ?? undefined });
  if (!parsed.success) return data({ date: null, message: C.invalidDate }, { status: 400 });
  const admin = (await context.app.member())!;
  const result = await generateArtwork(context.app, admin, parsed.data.date, { images: createImageGenerator(context.app.env) });
  if (!result.ok) return data({ date: parsed.data.date, message: result.message }, { status: result.status });
  return redirectWithToast("/admin/generate-images", { title: C.generated, description: C.generatedText(parsed.data.date), variant: "success" });
}

export default function AdminGenerateImages() {
  const { model, days } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busyDate = navigation.state === "submitting" ? navigation.formData?.get("date") : null;
  return (
    <main id="main">
      <h1 className="font-serif text-3xl font-bold">{C.title}</h1>
      <p className="mt-1">{C.intro}</p>
      <p className="mt-2 text-sm text-muted" data-testid="generation-state">
        {model ? C.generationOn(model) : C.generationOff}
      </p>
      {answer && !days.some((day) => day.date === answer.date) ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {answer.message}
        </p>
      ) : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {days.map((day) => (
          <li key={day.date} className="card" data-testid={`artwork-${day.date}`}>
            <img
              src={day.imageUrl}
              alt={day.devotional ? C.imageAlt(day.devotional.title) : C.drawnAlt(day.date)}
              className="aspect-square w-full rounded-lg object-cover"
              loading="lazy"
              width={320}
              height={320}
            />
            <p className="mt-2 text-sm text-muted">{day.date}</p>
            <p className="font-semibold">{day.devotional?.title ?? C.notPrepared}</p>
            <p className="mt-1 text-sm" data-testid="artwork-status">
              {C.status[day.status]}
            </p>
            {day.status === "failed" && day.lastAttempt?.error ? <p className="mt-1 text-sm text-danger">{day.lastAttempt.error}</p> : null}
            {answer && answer.date === day.date ? (
              <p role="alert" className="mt-1 text-sm text-danger">
                {answer.message}
              </p>
            ) : null}
            {model ? (
              <Form method="post" className="mt-3">
                <input type="hidden" name="date" value={day.date} />
                <button
                  type="submit"
                  className="btn-primary w-full"
                  disabled={busyDate === day.date}
                  aria-label={day.painted ? C.regenerateLabel(day.date) : C.generateLabel(day.date)}
                >
                  {day.painted ? C.regenerate : C.generate}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </main>
  );
}

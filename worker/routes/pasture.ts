/**
 * The Pasture's JSON API, thin over the same domain calls as the /pasture page's action: the
 * member is always the session's, a visitor gets 401 before his input is read, and each answer is
 * the post, comment or counts as he now sees them.
 */
import { Hono } from "hono";
import { z } from "zod";
import {
  EditCommentSchema,
  EditPostSchema,
  FeedCursorSchema,
  MentionQuerySchema,
  NewCommentSchema,
  NewPostSchema,
  ReactionSchema,
} from "../../app/kernel/pasture/schemas";
import { addComment, deleteComment, editComment } from "../domain/pasture/comments.server";
import { mentionSuggestions } from "../domain/pasture/mentions.server";
import { pastureFeed } from "../domain/pasture/page.server";
import { createPost, deletePost, editPost } from "../domain/pasture/posts.server";
import { toggleReaction } from "../domain/pasture/reactions.server";
import { answered, jsonBody, paramsOf, queryOf, requireApiMember, signedIn, type AppBindings } from "../http";

const IdParam = z.object({ id: z.string().min(1).max(64) });

export const pastureRoutes = new Hono<AppBindings>()
  .get("/posts", signedIn(), queryOf(FeedCursorSchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await pastureFeed(c.var.app.db, member, c.req.valid("query").before)));
  })
  .post("/posts", signedIn(), jsonBody(NewPostSchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await createPost(c.var.app, member, c.req.valid("json"))), 201);
  })
  .patch("/posts/:id", signedIn(), paramsOf(IdParam), jsonBody(EditPostSchema.omit({ postId: true })), async (c) => {
    const member = await requireApiMember(c);
    const { id } = c.req.valid("param");
    return c.json(answered(await editPost(c.var.app, member, { postId: id, body: c.req.valid("json").body })));
  })
  .delete("/posts/:id", signedIn(), paramsOf(IdParam), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await deletePost(c.var.app, member, c.req.valid("param").id)));
  })
  .post("/posts/:id/comments", signedIn(), paramsOf(IdParam), jsonBody(NewCommentSchema.omit({ postId: true })), async (c) => {
    const member = await requireApiMember(c);
    const { id } = c.req.valid("param");
    return c.json(answered(await addComment(c.var.app, member, { postId: id, body: c.req.valid("json").body })), 201);
  })
  .patch("/comments/:id", signedIn(), paramsOf(IdParam), jsonBody(EditCommentSchema.omit({ commentId: true })), async (c) => {
    const member = await requireApiMember(c);
    const { id } = c.req.valid("param");
    return c.json(answered(await editComment(c.var.app, member, { commentId: id, body: c.req.valid("json").body })));
  })
  .delete("/comments/:id", signedIn(), paramsOf(IdParam), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await deleteComment(c.var.app, member, c.req.valid("param").id)));
  })
  .post("/posts/:id/reactions", signedIn(), paramsOf(IdParam), jsonBody(ReactionSchema.omit({ postId: true })), async (c) => {
    const member = await requireApiMember(c);
    const { id } = c.req.valid("param");
    return c.json(answered(await toggleReaction(c.var.app.db, member, { postId: id, reaction: c.req.valid("json").reaction })));
  })
  .get("/mentions", signedIn(), queryOf(MentionQuerySchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json({ members: await mentionSuggestions(c.var.app.db, member.id, c.req.valid("query").q) });
  });

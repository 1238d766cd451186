import {
  LIMITS,
  REPLYABLE_TYPE,
  TICKET_FIELDS,
  SUPPORT_AUTHOR,
  SUPPORT_EVENTS,
  SUPPORT_MESSAGES_UPDATED,
  LISTS,
  ticketBody,
  ticketReplyBody,
  type InboxItem,
  type ListQueryInput,
  type NotificationType,
  type OpenedMessage,
  type SupportMessageEvent,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { invalid, notFound } from '../../lib/errors';
import { textToHtml } from '../../lib/html';
import { parseListOrThrow, runList } from '../../lib/list/run';
import * as repo from './tickets.repository';
import { TICKETS } from './tickets.lists';

// the console answers tickets and other modules post inbox notices through these
export { ticketAttachments, ticketMessages } from './tickets.repository';
export { insertInboxNotification } from './notices.repository';
import { checkFiles, parseFields, type CheckedFile, type Upload } from '../../lib/upload';
import { isUuid } from '../../lib/ids';

/** Staged files older than this are left over from a crash, not an upload in progress. */
const STALE_STAGED_MS = 10 * 60_000;

/** Tells the user's sockets that the inbox changed and, when given, which ticket. */
function announce(ctx: AppContext, userId: string, ticketId?: string) {
  ctx.realtime.toUser(userId, 'support', SUPPORT_EVENTS.messages, SUPPORT_MESSAGES_UPDATED);
  if (ticketId) ctx.realtime.toUser(userId, 'support', SUPPORT_EVENTS.message, { id: ticketId } satisfies SupportMessageEvent);
}

export async function listTickets(ctx: AppContext, o: { userId: string; query: ListQueryInput }) {
  return runList({ db: ctx.db, spec: TICKETS, ownerId: o.userId, map: (t: InboxItem) => t }, parseListOrThrow(o.query, LISTS.tickets));
}

export async function unread(ctx: AppContext, o: { userId: string }) {
  return { count: await repo.unreadCount(ctx.db, o.userId) };
}

async function opened(q: Queryable, userId: string, t: repo.TicketRow): Promise<OpenedMessage> {
  const [messages, attachments] = await Promise.all([repo.ticketMessages(q, t.id), repo.ticketAttachments(q, t.id)]);
  return {
    id: t.id,
    title: t.title,
    incidentType: t.incidentType,
    ticketMessages: messages.map((m) => ({
      author: m.author,
      createdDate: m.date,
      message: m.html,
      authorYou: m.authorUserId === userId,
      ticketAttachments: attachments.filter((a) => a.messageId === m.id).map((a) => ({ key: a.key, name: a.name })),
    })),
  };
}

/** Opens one of the user's messages and marks it read (the badge of the user's other tabs follows). */
export async function openTicket(ctx: AppContext, o: { userId: string; id: string }): Promise<OpenedMessage> {
  if (!isUuid(o.id)) throw notFound('ticket');
  const t = await repo.ownTicket(ctx.db, o.userId, o.id);
  if (!t) throw notFound('ticket');
  if (await repo.markRead(ctx.db, o.userId, t.id)) announce(ctx, o.userId);
  return opened(ctx.db, o.userId, t);
}

export async function attachmentFile(ctx: AppContext, o: { userId: string; ticketId: string; key: string }) {
  if (!isUuid(o.ticketId)) throw notFound('attachment');
  const a = await repo.ownAttachment(ctx.db, o);
  const data = a ? await ctx.storage.read(a.key) : null;
  if (!a || !data) throw notFound('attachment');
  return { name: a.name, contentType: a.contentType, data };
}

/**
 * Writes a message with its files as one unit: files are staged first, the rows are written in one
 * transaction, and only then are the files moved into place. Any failure before the commit discards
 * the staged files; a failure of the move afterwards deletes the rows again. Nothing half-written.
 */
async function persistWithFiles(
  ctx: AppContext,
  o: { userId: string; files: CheckedFile[] },
  write: (tx: Queryable) => Promise<{ ticketId: string; messageId: string; created: boolean }>,
): Promise<{ ticketId: string; messageId: string }> {
  const { storage } = ctx;
  const files = o.files;
  const bytes = files.reduce((n, f) => n + f.data.length, 0);
  if (bytes > 0 && (await repo.storageUsed(ctx.db, o.userId)) + bytes > LIMITS.ticketStoragePerPartnerBytes)
    throw invalid('storage_quota_exceeded', TICKET_FIELDS.files, String(LIMITS.ticketStoragePerPartnerBytes));
  const staged: Array<CheckedFile & { key: string }> = [];
  let ids: { ticketId: string; messageId: string; created: boolean };
  try {
    for (const f of files) staged.push({ ...f, key: await storage.stage(f.data) });
    ids = await ctx.db.transaction(async (tx) => {
      const w = await write(tx);
      for (const f of staged) {
        await repo.insertAttachment(tx, {
          key: f.key,
          ticketId: w.ticketId,
          messageId: w.messageId,
          name: f.name,
          contentType: f.contentType,
          size: f.data.length,
        });
      }
      return w;
    });
  } catch (err) {
    await Promise.all(staged.map((f) => storage.discard(f.key)));
    throw err;
  }
  try {
    for (const f of staged) await storage.commit(f.key);
  } catch (err) {
    ctx.log.error({ err, ticketId: ids.ticketId }, 'attachment move failed; undoing the message');
    if (ids.created) await ctx.db.query('DELETE FROM tickets WHERE id = $1', [ids.ticketId]);
    else await ctx.db.query('DELETE FROM ticket_messages WHERE id = $1', [ids.messageId]);
    await Promise.all(staged.flatMap((f) => [storage.discard(f.key), storage.remove(f.key)]));
    throw err;
  }
  return ids;
}

/** POST /api/tickets: a support request from the user, read by its author, with up to 5 files. */
export async function createTicket(ctx: AppContext, o: { userId: string; upload: Upload }) {
  const body = parseFields(ticketBody, o.upload.fields);
  const files = await checkFiles(o.upload.files);
  const at = ctx.now();
  const { ticketId } = await persistWithFiles(ctx, { userId: o.userId, files }, async (tx) => {
    const ticketId = await repo.insertTicket(tx, {
      userId: o.userId,
      type: REPLYABLE_TYPE,
      subType: body.subType,
      title: body.subject,
      read: true,
      at,
    });
    const authorName = await repo.displayName(tx, o.userId);
    const messageId = await repo.insertMessage(tx, {
      ticketId,
      authorUserId: o.userId,
      authorName,
      html: textToHtml(body.description),
      at,
    });
    return { ticketId, messageId, created: true };
  });
  announce(ctx, o.userId, ticketId);
  return { id: ticketId };
}

/** POST /api/tickets/{id}/messages: the user answers a support ticket (text and optional files). */
export async function replyToTicket(ctx: AppContext, o: { userId: string; id: string; upload: Upload }): Promise<OpenedMessage> {
  if (!isUuid(o.id)) throw notFound('ticket');
  const t = await repo.ownTicket(ctx.db, o.userId, o.id);
  if (!t) throw notFound('ticket');
  if (t.incidentType !== REPLYABLE_TYPE) throw invalid('action_forbidden', 'incidentType', t.incidentType);
  const body = parseFields(ticketReplyBody, o.upload.fields);
  const files = await checkFiles(o.upload.files);
  const at = ctx.now();
  await persistWithFiles(ctx, { userId: o.userId, files }, async (tx) => {
    const authorName = await repo.displayName(tx, o.userId);
    const messageId = await repo.insertMessage(tx, {
      ticketId: t.id,
      authorUserId: o.userId,
      authorName,
      html: textToHtml(body.message),
      at,
    });
    return { ticketId: t.id, messageId, created: false };
  });
  announce(ctx, o.userId, t.id);
  return opened(ctx.db, o.userId, t);
}

/**
 * Operator `ticket reply` and the console's answer: a message from support, with files checked by the partner's rules
 * (console), in one unit; the ticket turns unread and the user sees it live.
 */
export async function supportReply(ctx: AppContext, o: { id: string; html: string; files?: CheckedFile[] }) {
  const t = isUuid(o.id) ? await repo.ticketById(ctx.db, o.id) : undefined;
  if (!t) return null;
  const { messageId } = await persistWithFiles(ctx, { userId: t.userId, files: o.files ?? [] }, async (tx) => {
    const id = await repo.insertMessage(tx, {
      ticketId: t.id,
      authorUserId: null,
      authorName: SUPPORT_AUTHOR,
      html: o.html,
      at: ctx.now(),
    });
    await repo.markUnread(tx, t.id);
    return { ticketId: t.id, messageId: id, created: false };
  });
  announce(ctx, t.userId, t.id);
  return { ticket: t, messageId };
}

/** Operator `notify`: a new inbox message from support. */
export interface InboxNotice {
  userId: string;
  title: string;
  html: string;
}

/**
 * Operator notices (`notify`, the console's notices): one inbox message from Support per recipient, all in one
 * transaction (with `inTx`, e.g. the audit entries), then each recipient's inbox and unread count update live.
 */
export async function notifyUsers(
  ctx: AppContext,
  o: { notices: InboxNotice[]; type: NotificationType; inTx?: (tx: Queryable, at: Date) => Promise<void> },
): Promise<string[]> {
  const at = ctx.now();
  const ids = await ctx.db.transaction(async (tx) => {
    const out: string[] = [];
    for (const n of o.notices) {
      const ticketId = await repo.insertTicket(tx, { userId: n.userId, type: o.type, subType: null, title: n.title, read: false, at });
      await repo.insertMessage(tx, { ticketId, authorUserId: null, authorName: SUPPORT_AUTHOR, html: n.html, at });
      out.push(ticketId);
    }
    await o.inTx?.(tx, at);
    return out;
  });
  o.notices.forEach((n, i) => announce(ctx, n.userId, ids[i]));
  return ids;
}

/**
 * After a crash between a commit and the move of its files: staged files whose attachment row
 * exists are moved into place, the others (an upload that never committed) are deleted.
 */
export async function recoverStagedFiles(ctx: AppContext): Promise<{ committed: number; discarded: number }> {
  const { storage } = ctx;
  const cutoff = Date.now() - STALE_STAGED_MS;
  const stale = (await storage.staged()).filter((s) => s.stagedAt.getTime() < cutoff).map((s) => s.key);
  const known = await repo.knownKeys(ctx.db, stale);
  for (const key of stale) await (known.has(key) ? storage.commit(key) : storage.discard(key));
  return { committed: known.size, discarded: stale.length - known.size };
}

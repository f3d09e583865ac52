import { ArrowDown, MessageSquare } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { chatMessages } from '@/shared/domain/chat-messages';
import { useAuth } from '@/web/lib/auth/auth-provider';
import { cn } from '@/web/lib/cn';
import { formatDateTime } from '@/web/lib/format';
import { Button } from '@/web/ui/button';
import { EmptyState } from '@/web/ui/empty-state';
import { Skeleton } from '@/web/ui/skeleton';
import { useChatThread } from './api/get-chat-thread';
import { useMarkThreadRead } from './api/mark-thread-read';
import { useSendMessage } from './api/send-message';
import { ChatComposer } from './chat-composer';
import { chatSenderLabel } from './chat-sender-label';

type ChatConversationProps = {
  /** The client whose thread an admin opens; a client's own thread without it. */
  clientId?: string;
  /** How an admin names the client's messages. */
  clientName?: string;
  initialText?: string;
  className?: string;
};

/** Within this many pixels of the bottom the reader counts as reading the newest message. */
const NEAR_BOTTOM_PX = 48;
/** Within this many pixels of the top, the older page loads. */
const NEAR_TOP_PX = 64;

/**
 * One thread, oldest first, with the composer below. It stays at the bottom for new messages only when
 * the reader was at the bottom (or sent the message); otherwise it keeps its place and offers a jump.
 * Older pages load as the reader scrolls to the top, keeping the message they were reading in place.
 * While it is open on a visible tab, the thread is marked read.
 */
export function ChatConversation({ clientId, clientName, initialText, className }: ChatConversationProps) {
  const { user } = useAuth();
  const thread = useChatThread(clientId);
  const send = useSendMessage(clientId);
  const markRead = useMarkThreadRead(clientId);
  const list = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const beforeOlder = useRef<{ height: number; top: number } | null>(null);
  const [unseen, setUnseen] = useState(false);

  const messages = thread.data ?? [];
  const newestId = messages.at(-1)?.id;
  const oldestId = messages[0]?.id;

  const scrollToBottom = useCallback(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseen(false);
  }, []);

  // After older messages are added on top, the view keeps the message the reader was looking at.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the oldest message changes
  useLayoutEffect(() => {
    const el = list.current;
    const before = beforeOlder.current;
    if (!el || !before) return;
    el.scrollTop = el.scrollHeight - before.height + before.top;
    beforeOlder.current = null;
  }, [oldestId]);

  // A new message at the bottom: follow it only when the reader was already there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes
  useLayoutEffect(() => {
    if (!newestId) return;
    if (atBottom.current) scrollToBottom();
    else setUnseen(true);
  }, [newestId]);

  // The thread fills what the window leaves it: when that changes (a phone turned, the window resized,
  // the heading above it filled in), a reader at the bottom stays there.
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // Reading the thread: on open, on each new message while visible, and on coming back to the tab.
  const { mutate: markReadNow } = markRead;
  useEffect(() => {
    if (!newestId) return;
    const markIfVisible = () => {
      if (document.visibilityState === 'visible') markReadNow();
    };
    markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [newestId, markReadNow]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;
  const loadOlder = useCallback(() => {
    const el = list.current;
    if (!el || !hasNextPage || isFetchingNextPage) return;
    beforeOlder.current = { height: el.scrollHeight, top: el.scrollTop };
    void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onScroll = () => {
    const el = list.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    if (atBottom.current) setUnseen(false);
    if (el.scrollTop < NEAR_TOP_PX) loadOlder();
  };

  const viewer = { id: user?.id ?? '', clientName };

  return (
    <div
      className={cn('relative flex h-[600px] flex-col overflow-hidden rounded-lg border bg-card', className)}
    >
      <div
        ref={list}
        onScroll={onScroll}
        role="log"
        aria-label="Messages"
        aria-busy={thread.isPending}
        className="flex-1 overflow-y-auto bg-slate-50/60 px-3 py-4 sm:px-5"
      >
        {thread.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-12 w-2/3" />
            <Skeleton className="ml-auto h-12 w-1/2" />
            <Skeleton className="h-12 w-3/5" />
          </div>
        ) : thread.isError ? (
          <EmptyState
            icon={MessageSquare}
            title="We couldn't load the messages"
            description="Check your connection and try again."
            action={
              <Button variant="outline" onClick={() => void thread.refetch()}>
                Try again
              </Button>
            }
          />
        ) : messages.length === 0 ? (
          <EmptyState icon={MessageSquare} title={chatMessages.empty} />
        ) : (
          <>
            {hasNextPage ? (
              <div className="mb-3 flex justify-center">
                <Button variant="ghost" size="sm" onClick={loadOlder} disabled={isFetchingNextPage}>
                  {isFetchingNextPage ? 'Loading earlier messages…' : 'Load earlier messages'}
                </Button>
              </div>
            ) : null}
            <ol className="space-y-3">
              {messages.map((message) => {
                const mine = message.sender.id !== null && message.sender.id === viewer.id;
                return (
                  <li key={message.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
                    <div className={cn('max-w-[85%] sm:max-w-[70%]', mine && 'text-right')}>
                      <p className="mb-1 px-1 text-xs text-muted-foreground">
                        <span className="font-medium text-slate-700">{chatSenderLabel(message, viewer)}</span>
                        {' · '}
                        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                      </p>
                      <p
                        className={cn(
                          'whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-left text-sm shadow-xs',
                          mine
                            ? 'rounded-br-sm bg-primary text-white'
                            : 'rounded-bl-sm border bg-white text-slate-900',
                        )}
                      >
                        {message.content}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </div>
      {unseen ? (
        <Button
          size="sm"
          onClick={scrollToBottom}
          className="-translate-x-1/2 absolute bottom-24 left-1/2 shadow-md"
        >
          <ArrowDown aria-hidden />
          New messages
        </Button>
      ) : null}
      <ChatComposer
        send={(content) => {
          atBottom.current = true;
          return send.mutateAsync(content);
        }}
        sending={send.isPending}
        initialText={initialText}
      />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, MessagesSquare, Search } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ChatThread } from '@/shared/contracts/chat';
import { chatMessages } from '@/shared/domain/chat-messages';
import { clientDisplayName } from '@/shared/domain/client-display-name';
import { initials } from '@/shared/domain/initials';
import { ApiError } from '@/web/lib/api-client';
import { clientQueryOptions } from '@/web/lib/clients/get-client';
import { cn } from '@/web/lib/cn';
import { formatShortTime } from '@/web/lib/format';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Button } from '@/web/ui/button';
import { EmptyState } from '@/web/ui/empty-state';
import { Input } from '@/web/ui/input';
import { ListState } from '@/web/ui/list-state';
import { PageHeader } from '@/web/ui/page-header';
import { ShowMoreButton } from '@/web/ui/show-more-button';
import { Skeleton } from '@/web/ui/skeleton';
import { useChatInbox } from './api/get-chat-inbox';
import { ChatConversation } from './chat-conversation';

/**
 * /admin/messages (SPEC §2 Messages): every client's thread in one inbox, with the chosen conversation
 * beside the list. The page fills the window under the top bar, so the reply box is always in view: the
 * list and the thread scroll inside it. The choice lives in the address (?client=), so it can be linked
 * and survives a reload. On a phone the list and the conversation take turns.
 */
export function AdminMessagesPage() {
  useDocumentTitle('Messages');
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim());
  const { inbox, threads } = useChatInbox(search);
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('client');
  const select = (clientId: string | null) =>
    setParams(clientId ? { client: clientId } : {}, { replace: clientId === null });
  const selected = useSelectedClient(selectedId, threads);

  return (
    <div className="flex h-(--page-fill-height) min-h-[26rem] flex-col">
      <PageHeader title="Messages" description="Every client conversation in one place." />
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] grid-rows-[minmax(0,1fr)] overflow-hidden rounded-lg border bg-card lg:grid-cols-[320px_minmax(0,1fr)]">
        <section
          aria-label="Clients"
          className={cn(
            'flex min-h-0 flex-col border-b lg:border-r lg:border-b-0',
            selectedId && 'hidden lg:flex',
          )}
        >
          <div className="relative border-b p-3">
            <Search className="-translate-y-1/2 absolute top-1/2 left-6 size-4 text-slate-400" aria-hidden />
            <Input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search clients..."
              aria-label="Search clients"
              className="pl-9"
            />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <ListState
              query={inbox}
              isEmpty={threads.length === 0}
              noun="the conversations"
              placeholder={
                <div className="space-y-2 p-3">
                  {[0, 1, 2, 3].map((i) => (
                    <Skeleton key={i} className="h-14" />
                  ))}
                </div>
              }
              whenEmpty={{ title: 'No clients yet.' }}
              whenNoMatch={search ? { title: 'No client matches your search.' } : undefined}
              look="line"
              className="p-4"
            >
              <ul aria-busy={inbox.isPlaceholderData} className="transition-opacity aria-busy:opacity-60">
                {threads.map((thread) => (
                  <li key={thread.clientId}>
                    <ThreadRow
                      thread={thread}
                      selected={thread.clientId === selectedId}
                      onSelect={() => select(thread.clientId)}
                    />
                  </li>
                ))}
              </ul>
              <ShowMoreButton
                pages={inbox}
                label="Show more conversations"
                failure="Could not load more conversations. Try again."
                size="sm"
                className="p-3"
              />
            </ListState>
          </div>
        </section>
        <section
          aria-label="Conversation"
          className={cn('min-h-0 flex-col p-3 sm:p-4', selectedId ? 'flex' : 'hidden lg:flex')}
        >
          {selectedId && !selected.notFound ? (
            <>
              <div className="mb-3 flex items-center gap-2">
                <Button variant="ghost" size="sm" className="-ml-2 lg:hidden" onClick={() => select(null)}>
                  <ArrowLeft aria-hidden />
                  All clients
                </Button>
                <h2 className="truncate text-base font-semibold text-slate-900">{selected.name ?? ' '}</h2>
              </div>
              <ChatConversation
                key={selectedId}
                clientId={selectedId}
                clientName={selected.name}
                className="h-auto min-h-0 flex-1"
              />
            </>
          ) : (
            <EmptyState
              icon={MessagesSquare}
              title={selectedId ? chatMessages.clientNotFound : chatMessages.selectClient}
              description={
                selectedId
                  ? 'No client has this id. Pick one from the list.'
                  : 'Choose a conversation from the list to read and reply.'
              }
              className="m-auto"
            />
          )}
        </section>
      </div>
    </div>
  );
}

/**
 * The chosen client's name: from its loaded thread, else (a link to a thread on a later page, or one
 * outside the search) asked of the server, which says when the id is no client's.
 */
function useSelectedClient(selectedId: string | null, threads: ChatThread[]) {
  const thread = threads.find((candidate) => candidate.clientId === selectedId);
  const client = useQuery({
    ...clientQueryOptions(selectedId ?? ''),
    enabled: Boolean(selectedId) && !thread,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
  const known = thread ?? client.data;
  return {
    name: known ? clientDisplayName(known) : undefined,
    notFound: !thread && client.error instanceof ApiError && client.error.status === 404,
  };
}

function ThreadRow({
  thread,
  selected,
  onSelect,
}: {
  thread: ChatThread;
  selected: boolean;
  onSelect: () => void;
}) {
  const name = clientDisplayName(thread);
  const last = thread.lastMessage;
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex w-full cursor-pointer items-center gap-3 border-b px-3 py-3 text-left transition-colors hover:bg-slate-50',
        selected && 'bg-brand-50 hover:bg-brand-50',
      )}
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800">
        {initials(name)}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={cn(
              'truncate text-sm text-slate-900',
              thread.unread > 0 ? 'font-semibold' : 'font-medium',
            )}
          >
            {name}
          </span>
          {last ? (
            <time dateTime={last.createdAt} className="shrink-0 text-xs text-muted-foreground">
              {formatShortTime(last.createdAt)}
            </time>
          ) : null}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-xs text-muted-foreground">
            {last ? `${last.sender.role === 'client' ? '' : 'Team: '}${last.content}` : 'No messages yet'}
          </span>
          {thread.unread > 0 ? (
            <span className="shrink-0 rounded-full bg-primary px-1.5 py-0.5 text-[11px] font-semibold leading-none text-white">
              {thread.unread}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </span>
      </span>
    </button>
  );
}

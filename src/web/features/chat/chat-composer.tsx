import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { type KeyboardEvent, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { sendMessageSchema } from '@/shared/contracts/chat';
import { CHAT_MESSAGE_MAX_LENGTH, chatMessages } from '@/shared/domain/chat-messages';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { Textarea } from '@/web/ui/textarea';

type ChatComposerProps = {
  send: (content: string) => Promise<unknown>;
  sending: boolean;
  /** Text to start with (a draft handed over by a link). */
  initialText?: string;
  onSent?: () => void;
};

/**
 * SPEC §5: Enter sends, Shift+Enter starts a new line, blank text is not sent and nothing is sent while
 * a send is in progress. The text stays, read-only, until the server has it; on failure it is kept.
 */
export function ChatComposer({ send, sending, initialText = '', onSent }: ChatComposerProps) {
  const id = useId();
  const { register, handleSubmit, reset, watch } = useForm<
    z.input<typeof sendMessageSchema>,
    unknown,
    z.output<typeof sendMessageSchema>
  >({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: { content: initialText },
    // Blank text is simply not sent (the button says so by being disabled): the cursor stays where it is.
    shouldFocusError: false,
  });
  const canSend = watch('content').trim().length > 0 && !sending;

  const submit = handleSubmit(async ({ content }) => {
    if (sending) return;
    try {
      await send(content);
    } catch (error) {
      toast.error(chatMessages.sendFailed(errorMessage(error, 'Please try again.')));
      return;
    }
    reset({ content: '' });
    onSent?.();
  });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t bg-white p-3">
      <label htmlFor={id} className="sr-only">
        Message
      </label>
      <span id={`${id}-hint`} className="sr-only">
        Enter sends, Shift+Enter starts a new line.
      </span>
      <Textarea
        id={id}
        rows={2}
        {...register('content')}
        onKeyDown={onKeyDown}
        readOnly={sending}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder="Type a message…"
        aria-describedby={`${id}-hint`}
        className="max-h-40 min-h-11 resize-none"
      />
      <Button type="submit" disabled={!canSend} aria-label="Send message" className="shrink-0">
        <Send aria-hidden />
        <span className="hidden sm:inline">{sending ? 'Sending…' : 'Send'}</span>
      </Button>
    </form>
  );
}

import type { ClientList, ClientSummary } from '@/shared/contracts/clients';

// What the client picker (client-picker.tsx) offers and says, as pure functions of the server's answer,
// so the rules of its list and its keyboard can be tested without a browser.

export type PickerOption =
  /** No client: the Tasks Manager filter's 'All clients'. */
  | { key: 'none'; kind: 'none'; label: string }
  | { key: string; kind: 'client'; client: ClientSummary }
  /** Asks the server again after a failed search; an option, so the keyboard reaches it like the rest. */
  | { key: 'retry'; kind: 'retry' };

export const optionKey = (clientId: string) => `client:${clientId}`;

type OptionsInput = {
  /** The server's answer being shown (possibly still the previous search's), if any. */
  list: ClientList | undefined;
  failed: boolean;
  /** The label of the no-client option, when the picker has one. */
  noneLabel?: string;
  /** What is typed: the no-client option is offered only before anything is. */
  typed: string;
};

export function pickerOptions({ list, failed, noneLabel, typed }: OptionsInput): PickerOption[] {
  const options: PickerOption[] = [];
  if (noneLabel && !typed.trim()) options.push({ key: 'none', kind: 'none', label: noneLabel });
  if (list) {
    for (const client of list.clients) options.push({ key: optionKey(client.id), kind: 'client', client });
  } else if (failed) {
    options.push({ key: 'retry', kind: 'retry' });
  }
  return options;
}

// The keyboard's moves through a listbox, shared with the time zone picker.
export { type Move, moveActive } from '../listbox-move';

const count = new Intl.NumberFormat('en-US');

export const pickerMessages = {
  searching: 'Searching…',
  failed: 'Could not load clients.',
  retry: 'Try again',
  noClients: 'No clients yet',
  noMatch: (search: string) => `No clients match "${search}"`,
  more: (shown: number, total: number) =>
    `Showing ${count.format(shown)} of ${count.format(total)} — keep typing to narrow`,
  found: (total: number) => (total === 1 ? '1 client' : `${count.format(total)} clients`),
};

type NoticeInput = {
  list: ClientList | undefined;
  /** The search the shown answer is for is not yet the one typed (still debouncing or fetching). */
  stale: boolean;
  failed: boolean;
  /** The search the server was asked, trimmed. */
  search: string;
};

/** What the popup says beside its options: one line above them, and a footer when more match. */
export function pickerNotice({ list, stale, failed, search }: NoticeInput) {
  if (!list) {
    return {
      message: failed ? pickerMessages.failed : pickerMessages.searching,
      footer: null,
      isError: failed,
    };
  }
  const shown = list.clients.length;
  const message =
    shown === 0 && !stale ? (search ? pickerMessages.noMatch(search) : pickerMessages.noClients) : null;
  const footer = list.total > shown ? pickerMessages.more(shown, list.total) : null;
  return { message, footer, isError: false };
}

/** Read out by screen readers as the popup's content changes (the popup itself is not a live region). */
export function pickerAnnouncement(input: NoticeInput) {
  const { message, footer } = pickerNotice(input);
  if (input.stale && input.list) return pickerMessages.searching;
  if (message) return message;
  return footer ?? pickerMessages.found(input.list?.total ?? 0);
}

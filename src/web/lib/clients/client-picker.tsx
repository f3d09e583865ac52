import { ChevronDown, LoaderCircle } from 'lucide-react';
import { type AriaAttributes, type Ref, useEffect, useId, useRef, useState } from 'react';
import type { ClientSummary } from '@/shared/contracts/clients';
import { clientDisplayName } from '@/shared/domain/client-display-name';
import { cn } from '@/web/lib/cn';
import { comboboxKeyDown } from '@/web/lib/listbox-move';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { ComboboxPopup } from '@/web/ui/combobox-popup';
import { Input } from '@/web/ui/input';
import { Popover, PopoverAnchor } from '@/web/ui/popover';
import { ClientPickerList } from './client-picker-list';
import {
  type Move,
  moveActive,
  optionKey,
  type PickerOption,
  pickerAnnouncement,
  pickerNotice,
  pickerOptions,
} from './client-picker-model';
import { useClientChoices } from './use-client-choices';

export type ClientPickerProps = {
  /** The chosen client's id; '' for none. */
  value: string;
  /** The id chosen ('' for none), with the client it names. */
  onChange: (clientId: string, client: ClientSummary | null) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  id?: string;
  name?: string;
  /** An option meaning no client, offered first while nothing is typed and shown while none is chosen. */
  noneLabel?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  'aria-required'?: AriaAttributes['aria-required'];
};

/**
 * Picks one client out of any number by asking the server as the person types: an ARIA 1.2 combobox
 * (the input keeps focus and points at the options with aria-activedescendant) over a listbox popup.
 * Controlled by id, so it drops into a react-hook-form Controller; FormField's id and aria reach the
 * input. The chosen client is kept, so its name stays shown whatever the current search finds.
 */
export function ClientPicker({
  value,
  onChange,
  onBlur,
  ref,
  id,
  name,
  noneLabel,
  placeholder = 'Type to search clients…',
  disabled,
  className,
  ...aria
}: ClientPickerProps) {
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  /** What is typed since the list opened; null while the input shows the choice. */
  const [draft, setDraft] = useState<string | null>(null);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [kept, setKept] = useState<ClientSummary | null>(null);

  const typed = (draft ?? '').trim();
  const search = useDebouncedValue(typed);
  const choices = useClientChoices(search, open);
  const list = choices.data;
  const failed = choices.isError && !list;
  const stale = typed !== search || choices.isPlaceholderData;
  const options = pickerOptions({ list, failed, noneLabel, typed });
  const notice = pickerNotice({ list, stale, failed, search });
  const activeIndex = options.findIndex((option) => option.key === activeKey);

  const chosen = !value
    ? null
    : kept?.id === value
      ? kept
      : (list?.clients.find((client) => client.id === value) ?? null);
  const chosenKey = value ? optionKey(value) : noneLabel ? 'none' : null;
  const text = draft ?? (chosen ? clientDisplayName(chosen) : value ? '' : (noneLabel ?? ''));

  // The keys bring the option they make active into view; the pointer does not, or the list would
  // scroll away under it.
  const keyMoved = useRef(false);
  useEffect(() => {
    if (!keyMoved.current || activeIndex < 0) return;
    keyMoved.current = false;
    document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, baseId]);
  const moveTo = (move: Move) => {
    keyMoved.current = true;
    setActiveKey(moveActive(options, activeKey, move));
  };

  const openList = (activate?: Move) => {
    if (disabled) return;
    setOpen(true);
    if (!activate) return;
    const current = options.some((option) => option.key === chosenKey) ? chosenKey : null;
    setActiveKey(current ?? moveActive(options, null, activate));
  };

  const close = () => {
    setOpen(false);
    setActiveKey(null);
    // Emptying the input and leaving it clears the choice.
    if (draft !== null && !draft.trim() && value) {
      setKept(null);
      onChange('', null);
    }
    setDraft(null);
  };

  const pick = (option: PickerOption) => {
    if (option.kind === 'retry') {
      void choices.refetch();
      return;
    }
    const client = option.kind === 'client' ? option.client : null;
    setKept(client);
    setOpen(false);
    setActiveKey(null);
    setDraft(null);
    onChange(client?.id ?? '', client);
  };

  // Escape is the popover's: it closes the list (close()) and leaves a surrounding dialog open.
  const onKeyDown = comboboxKeyDown({
    open,
    hasActive: activeIndex >= 0,
    openList,
    close,
    moveTo,
    // Enter picks the active option, or waits for one. A client shown from the previous search is not
    // picked while the typed one is still on its way: typing and pressing Enter at once would choose a
    // client that need not match what was typed.
    pickActive: () => {
      const active = options[activeIndex];
      if (active && !(stale && active.kind === 'client')) pick(active);
    },
  });

  const busy = open && (stale || choices.isFetching);
  return (
    <Popover open={open} onOpenChange={(next) => (next ? openList() : close())}>
      <PopoverAnchor asChild>
        <div ref={anchor} className={cn('relative w-full min-w-0', className)}>
          <Input
            ref={ref}
            id={id}
            name={name}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listboxId}
            aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={placeholder}
            disabled={disabled}
            value={text}
            className="pr-9"
            {...aria}
            onChange={(event) => {
              setDraft(event.target.value);
              setActiveKey(null);
              if (!open) openList();
            }}
            onClick={(event) => {
              // The shown choice is selected, so typing replaces it with a search.
              if (draft === null) event.currentTarget.select();
              if (!open) openList();
            }}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
          />
          {busy ? (
            <LoaderCircle
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-primary"
              aria-hidden
            />
          ) : (
            <ChevronDown
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden
            />
          )}
          <span role="status" className="sr-only">
            {open ? pickerAnnouncement({ list, stale, failed, search }) : ''}
          </span>
        </div>
      </PopoverAnchor>
      <ComboboxPopup anchor={anchor}>
        <ClientPickerList
          id={listboxId}
          label={aria['aria-label'] ?? 'Clients'}
          options={options}
          activeKey={activeKey}
          chosenKey={chosenKey}
          optionId={optionId}
          notice={notice}
          busy={busy}
          onPick={pick}
          onPoint={setActiveKey}
        />
      </ComboboxPopup>
    </Popover>
  );
}

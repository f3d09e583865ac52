import { useVirtualizer } from '@tanstack/react-virtual';
import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { cn } from '@/web/lib/cn';
import { comboboxKeyDown, type Move, moveActive } from '@/web/lib/listbox-move';
import { ComboboxPopup } from '@/web/ui/combobox-popup';
import { Input } from '@/web/ui/input';
import { Popover, PopoverAnchor } from '@/web/ui/popover';
import { deviceTimeZone, type TimeZoneOption, timeZoneOptions, zoneOffset } from './time-zone-options';

type TimeZonePickerProps = {
  /** The input's id, for its label. */
  id: string;
  /** The chosen zone; null for the default option. */
  value: string | null;
  onChange: (zone: string | null) => void;
  /** An option meaning "follow someone else's zone" (value null), offered first, with a line about it. */
  defaultOption?: { label: string; hint: string };
  'aria-describedby'?: string;
  className?: string;
};

/** Every option is one height (two lines), so the list renders only the rows in view. */
const ROW_PX = 52;

/**
 * Picks one of some 420 time zones: an ARIA 1.2 combobox (the input keeps focus and points at the
 * active option with aria-activedescendant) over a listbox in a popover. Typing 'Berlin' or 'New York'
 * narrows the list; each option shows the zone's offset now; the device's own zone comes first. Only the
 * rows in view are rendered, as each offset needs a formatter of its own.
 */
export function TimeZonePicker({
  id,
  value,
  onChange,
  defaultOption,
  'aria-describedby': describedBy,
  className,
}: TimeZonePickerProps) {
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  // Zone names hold '/' and '+': spelled out, so that no two ids are the same.
  const optionId = (key: string) =>
    `${baseId}-option-${key.replace(/[^\w-]/g, (char) => `_${char.charCodeAt(0)}_`)}`;
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  /** What is typed since the list opened; null while the input shows the choice. */
  const [draft, setDraft] = useState<string | null>(null);
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const device = useMemo(deviceTimeZone, []);
  const typed = draft ?? '';
  const defaultLabel = defaultOption?.label;
  const options = useMemo(
    () => timeZoneOptions({ typed, deviceZone: device, defaultLabel }),
    [typed, device, defaultLabel],
  );
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const chosenKey = value ?? (defaultLabel ? 'default' : null);
  const shown = value ?? defaultLabel ?? '';

  // Each move of the keys is counted: the list brings the option they make active into view (rendering
  // it, so the input can point at it). The pointer does not, or the list would scroll away under it.
  const [keyMoves, setKeyMoves] = useState(0);
  const moveTo = (move: Move) => {
    setKeyMoves((n) => n + 1);
    setActiveKey(moveActive(options, activeKey, move));
  };

  const openList = (activate?: Move) => {
    setOpen(true);
    if (!activate) return;
    setKeyMoves((n) => n + 1);
    const current = options.some((option) => option.key === chosenKey) ? chosenKey : null;
    setActiveKey(current ?? moveActive(options, null, activate));
  };

  const close = () => {
    setOpen(false);
    setActiveKey(null);
    setDraft(null);
  };

  const pick = (option: TimeZoneOption) => {
    close();
    const zone = option.kind === 'zone' ? option.zone : null;
    if (zone !== value) onChange(zone);
  };

  // Escape is the popover's: it closes the list (close()) and keeps the choice.
  const onKeyDown = comboboxKeyDown({
    open,
    hasActive: activeIndex >= 0,
    openList,
    close,
    moveTo,
    // Enter picks the active option, else the first match: typing 'Berlin' and Enter chooses it.
    pickActive: () => {
      const chosen = options[activeIndex] ?? (typed.trim() ? options[0] : undefined);
      if (chosen) pick(chosen);
    },
  });

  return (
    <Popover open={open} onOpenChange={(next) => (next ? openList() : close())}>
      <PopoverAnchor asChild>
        <div ref={anchor} className={cn('relative w-full min-w-0', className)}>
          <Input
            id={id}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listboxId}
            aria-activedescendant={open && activeKey ? optionId(activeKey) : undefined}
            aria-describedby={describedBy}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="Type a city or region…"
            value={draft ?? shown}
            className="pr-9"
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
          />
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
          <span role="status" className="sr-only">
            {open && draft !== null ? `${options.length} time zones` : ''}
          </span>
        </div>
      </PopoverAnchor>
      <ComboboxPopup anchor={anchor}>
        {options.length === 0 ? (
          <p className="px-3 py-2.5 text-sm text-slate-600">No time zone matches “{typed.trim()}”.</p>
        ) : null}
        <TimeZoneListbox
          id={listboxId}
          options={options}
          typed={typed}
          activeKey={activeKey}
          activeIndex={activeIndex}
          keyMoves={keyMoves}
          chosenKey={chosenKey}
          optionId={optionId}
          defaultHint={defaultOption?.hint}
          onPick={pick}
          onPoint={setActiveKey}
        />
      </ComboboxPopup>
    </Popover>
  );
}

type TimeZoneListboxProps = {
  id: string;
  options: TimeZoneOption[];
  typed: string;
  activeKey: string | null;
  activeIndex: number;
  /** Counts the moves of the keys: each brings the active option into view. */
  keyMoves: number;
  chosenKey: string | null;
  optionId: (key: string) => string;
  defaultHint?: string;
  onPick: (option: TimeZoneOption) => void;
  onPoint: (key: string) => void;
};

/**
 * The popup's listbox, rendering only the rows in view. It mounts with each opening of the list, so each
 * opening starts at the top (or at the option the keys made active) with a virtualizer of its own.
 */
function TimeZoneListbox({
  id,
  options,
  typed,
  activeKey,
  activeIndex,
  keyMoves,
  chosenKey,
  optionId,
  defaultHint,
  onPick,
  onPoint,
}: TimeZoneListboxProps) {
  // Mounted in a portal after the picker renders: kept in state, so the virtualizer is given it.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const rows = useVirtualizer({
    count: options.length,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_PX,
    overscan: 6,
    getItemKey: (index) => options[index]?.key ?? index,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each move of the keys, and once the list is there
  useEffect(() => {
    if (scroller && activeIndex >= 0) rows.scrollToIndex(activeIndex, { align: 'auto' });
  }, [keyMoves, scroller]);
  // A new search starts at the top of its matches.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when what is typed changes
  useEffect(() => {
    if (scroller) scroller.scrollTop = 0;
  }, [typed]);

  return (
    <>
      {options.length === 0 ? (
        <p className="px-3 py-2.5 text-sm text-slate-600">No time zone matches “{typed.trim()}”.</p>
      ) : null}
      <div
        ref={setScroller}
        role="listbox"
        id={id}
        aria-label="Time zones"
        className={cn(
          'min-h-0 flex-1 overflow-y-auto overscroll-contain p-1',
          options.length === 0 && 'hidden',
        )}
      >
        <div className="relative w-full" style={{ height: rows.getTotalSize() }}>
          {rows.getVirtualItems().map((item) => {
            const option = options[item.index];
            if (!option) return null;
            const active = option.key === activeKey;
            return (
              // Never focused itself: the input keeps focus and handles the keys.
              // biome-ignore lint/a11y/useFocusableInteractive: see above
              // biome-ignore lint/a11y/useKeyWithClickEvents: see above
              <div
                key={item.key}
                id={optionId(option.key)}
                role="option"
                aria-selected={active}
                aria-setsize={options.length}
                aria-posinset={item.index + 1}
                onClick={() => onPick(option)}
                onMouseMove={() => (active ? undefined : onPoint(option.key))}
                className={cn(
                  'absolute top-0 left-0 flex w-full cursor-pointer items-center gap-2 rounded-md px-2 text-sm text-slate-900',
                  active && 'bg-brand-100 outline-1 outline-ring -outline-offset-1',
                )}
                style={{ height: ROW_PX, transform: `translateY(${item.start}px)` }}
              >
                <Check
                  className={cn(
                    'size-4 shrink-0 text-primary',
                    option.key === chosenKey ? 'visible' : 'invisible',
                  )}
                  aria-hidden
                />
                <OptionText option={option} defaultHint={defaultHint} />
              </div>
            );
          })}
        </div>
      </div>
    </>
  );
}

/** An option's lines, whose words are its accessible name: 'Berlin Europe/Berlin GMT+01:00'. */
function OptionText({ option, defaultHint }: { option: TimeZoneOption; defaultHint?: string }) {
  if (option.kind === 'default') {
    return (
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{option.label}</span>
        {defaultHint ? <span className="block truncate text-xs text-slate-600">{defaultHint}</span> : null}
      </span>
    );
  }
  return (
    <>
      <span className="min-w-0 flex-1" title={option.zone}>
        <span className="flex items-center gap-1.5">
          <span className="truncate font-medium">{option.city}</span>{' '}
          {option.device ? (
            <span className="shrink-0 rounded bg-brand-50 px-1.5 text-[11px] font-medium text-brand-800">
              This device
            </span>
          ) : null}
        </span>
        {/* UTC is its own city: its name once is enough. */}
        {option.zone === option.city ? null : (
          <span className="block truncate text-xs text-slate-600">{option.zone}</span>
        )}
      </span>
      <span className="shrink-0 text-xs text-slate-600 tabular-nums">{zoneOffset(option.zone)}</span>
    </>
  );
}

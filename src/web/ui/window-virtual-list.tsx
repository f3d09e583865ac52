import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cn } from '@/web/lib/cn';

type WindowVirtualListProps<Item> = {
  /** The list's accessible name. */
  label: string;
  items: readonly Item[];
  /** A stable function (not made anew each render): each item's key, which its measured height is kept by. */
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  /** A typical item's height in px: where the items not yet rendered are placed until they are measured. */
  estimatedHeight: number;
  /** Space between items in px. */
  gap: number;
  /** What covers the window's top (a sticky bar) in px: an item scrolled to stops below it. */
  scrollPaddingStart?: number;
  /** Items that stay rendered when scrolled far away, by key, because they hold state (an open thread). */
  keepMounted?: ReadonlySet<string>;
  /** The item to bring into view, by key (one a link names); each key is scrolled to once. */
  scrollToKey?: string | null;
  /**
   * Put keyboard focus on the `scrollToKey` item's list item once it is rendered there (it takes focus
   * without an outline: the item marks itself). For items that do not focus themselves.
   */
  focusScrolledTo?: boolean;
  /** An `ol` rather than a `ul`: the items' order means something (a timeline). */
  ordered?: boolean;
  /** More classes for the list, e.g. lines between items (`[&>li:not([data-index='0'])]:border-t`). */
  className?: string;
};

/** Items rendered beyond each edge of the window: about a screen of cards, so Tab and a fast scroll find them. */
const OVERSCAN = 4;
/**
 * Items each side of the one holding focus that stay rendered, wherever the window is: Tab must find the
 * next control in the list itself, not leave it, even when several items in a row have none (one update in
 * five with a file to download) and before the window's scroll has rendered the items it brings in.
 */
const FOCUS_REACH = 8;

/** The focused item's index and FOCUS_REACH items each side of it (none when nothing is focused). */
function aroundFocus(focusedIndex: number, count: number): number[] {
  if (focusedIndex < 0) return [];
  const first = Math.max(0, focusedIndex - FOCUS_REACH);
  const last = Math.min(count - 1, focusedIndex + FOCUS_REACH);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * A long list that scrolls with the window and renders only the items near the screen, each measured as it
 * renders and whenever its height changes. The item holding keyboard focus and the `keepMounted` ones stay
 * rendered when scrolled away: removing them would drop focus to the page's start or lose what they hold.
 */
export function WindowVirtualList<Item>({
  label,
  items,
  itemKey,
  renderItem,
  estimatedHeight,
  gap,
  scrollPaddingStart = 0,
  keepMounted,
  scrollToKey,
  focusScrolledTo = false,
  ordered = false,
  className,
}: WindowVirtualListProps<Item>) {
  const listRef = useRef<HTMLElement | null>(null);
  const listTop = useDocumentTop(listRef);
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const keys = useMemo(() => items.map(itemKey), [items, itemKey]);
  const focusedIndex = keys.indexOf(focusedKey ?? '');
  const pinned = [
    ...[...(keepMounted ?? [])].map((key) => keys.indexOf(key)).filter((i) => i >= 0),
    ...aroundFocus(focusedIndex, items.length),
  ];

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    getItemKey: useCallback((index: number) => keys[index] as string, [keys]),
    estimateSize: () => estimatedHeight,
    gap,
    overscan: OVERSCAN,
    scrollMargin: listTop,
    scrollPaddingStart,
    rangeExtractor: (range) =>
      [...new Set([...defaultRangeExtractor(range), ...pinned])].sort((a, b) => a - b),
    // The list places its items itself, in the frame a card grows: the card below never overlaps it, and a
    // scroll that keeps the same items on screen renders nothing.
    directDomUpdates: true,
    directDomUpdatesMode: 'position',
  });

  // Once per key, when its item is there: a refetch of the list must not pull the window back to it. A key
  // that goes and comes back (the same link followed again) scrolls again.
  const scrolledTo = useRef<string | null>(null);
  // Unmounted, the virtualizer drops a scroll still on its way; mounted again (React's StrictMode does it
  // at once in development) the link scrolls again.
  useEffect(
    () => () => {
      scrolledTo.current = null;
    },
    [],
  );
  // The key whose item takes focus as soon as it is rendered (a smooth scroll renders it on the way).
  const focusWhenRendered = useRef<string | null>(null);
  useEffect(() => {
    if (!scrollToKey) scrolledTo.current = null;
    if (!scrollToKey || scrolledTo.current === scrollToKey) return;
    const index = keys.indexOf(scrollToKey);
    if (index < 0) return;
    scrolledTo.current = scrollToKey;
    if (focusScrolledTo) focusWhenRendered.current = scrollToKey;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    virtualizer.scrollToIndex(index, { align: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [scrollToKey, keys, virtualizer, focusScrolledTo]);

  // After each render (the list renders again whenever the items near the screen change).
  useEffect(() => {
    const key = focusWhenRendered.current;
    if (!key) return;
    const item = listRef.current?.querySelector<HTMLElement>(
      `:scope > li[data-index="${keys.indexOf(key)}"]`,
    );
    if (!item) return;
    focusWhenRendered.current = null;
    item.focus({ preventScroll: true });
  });

  const containerRef = useCallback(
    (node: HTMLElement | null) => {
      listRef.current = node;
      virtualizer.containerRef(node);
    },
    [virtualizer],
  );

  const List = ordered ? 'ol' : 'ul';
  return (
    // Each item says its place in the whole (aria-setsize): a screen reader counts every item, not only the
    // rendered ones.
    <List
      ref={containerRef}
      aria-label={label}
      className={cn('relative w-full', className)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusedKey(null);
      }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <li
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          aria-setsize={items.length}
          aria-posinset={row.index + 1}
          tabIndex={focusScrolledTo && row.key === scrollToKey ? -1 : undefined}
          className="absolute left-0 w-full outline-none"
          onFocus={() => setFocusedKey(row.key as string)}
        >
          <ItemContent item={items[row.index] as Item} render={renderItem} />
        </li>
      ))}
    </List>
  );
}

function ItemContentOf<Item>({ item, render }: { item: Item; render: (item: Item) => ReactNode }) {
  return render(item);
}

/**
 * An item's content, rendered again only when its item or the render function changes: a scroll step that
 * brings one item in leaves the others as they are. (`memo` forgets the type parameter; the cast restores it.)
 */
const ItemContent = memo(ItemContentOf) as typeof ItemContentOf;

/**
 * The element's distance from the top of the document, kept current: whatever above it changes height (a
 * banner dismissed, text wrapping at another width) changes the body's size too.
 */
function useDocumentTop(ref: RefObject<HTMLElement | null>) {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const read = () => {
      if (ref.current) setTop(ref.current.getBoundingClientRect().top + window.scrollY);
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}

const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * The app takes over a prerendered page (decision 033): React renders the same form in place of the HTML's,
 * so what the person typed and where the cursor was are carried into the new fields (matched by id).
 * Returns what to run once the app's page is on screen.
 */
export function takeOverPrerendered(root: HTMLElement): () => void {
  const typed = [...root.querySelectorAll<HTMLInputElement>('input[id]')];
  let focused: HTMLInputElement | null = null;
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof HTMLInputElement) focused = event.target;
  };
  // A field left for another (or for nothing) loses the cursor; one removed by React's render keeps it.
  const onBlur = (event: FocusEvent) => {
    if (event.target === focused && event.relatedTarget) focused = null;
  };
  root.addEventListener('focusin', onFocus);
  root.addEventListener('focusout', onBlur);
  if (document.activeElement instanceof HTMLInputElement && root.contains(document.activeElement)) {
    focused = document.activeElement;
  }

  return () => {
    root.removeEventListener('focusin', onFocus);
    root.removeEventListener('focusout', onBlur);
    for (const old of typed) {
      const now = document.getElementById(old.id);
      if (!(now instanceof HTMLInputElement) || now === old || old.value === '' || now.value !== '') continue;
      // Through the native setter and an input event, as typing does, so the form library sees the value.
      setInputValue?.call(now, old.value);
      now.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const next = focused && !focused.isConnected ? document.getElementById(focused.id) : null;
    if (focused && next instanceof HTMLInputElement && document.activeElement === document.body) {
      next.focus();
      // Email fields have no selection to restore (they report null and refuse one).
      if (focused.selectionStart !== null && next.selectionStart !== null) {
        next.setSelectionRange(focused.selectionStart, focused.selectionEnd);
      }
    }
    // Says the app has taken over (the end-to-end tests wait for it).
    root.removeAttribute('data-prerendered');
  };
}

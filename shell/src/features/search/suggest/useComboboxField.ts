import { useCallback, useEffect, useState } from 'react';

interface ComboboxState {
  listboxId: string;
  /** Options there are; Arrow keys open a closed listbox on them. */
  available: number;
  /** Options shown now (0: the listbox is closed). */
  count: number;
  /** Highlighted option, -1 for none. */
  active: number;
  optionId: (at: number) => string;
}

interface ComboboxActions {
  move: (to: number) => void;
  close: () => void;
  /** Enter on the highlighted option. */
  choose: (at: number) => void;
}

/**
 * The header's field as a WAI-ARIA combobox (APG's "list autocomplete"):
 * the server-rendered input stays the one the visitor is typing in (its
 * text and focus are kept); this sets its ARIA state and handles its keys.
 * Enter without a highlighted option is the form's own submit.
 */
export function useComboboxField(
  input: HTMLInputElement,
  { listboxId, available, count, active, optionId }: ComboboxState,
  { move, close, choose }: ComboboxActions,
) {
  useEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listboxId);
    return () => {
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded']) {
        input.removeAttribute(name);
      }
      input.removeAttribute('aria-activedescendant');
    };
  }, [input, listboxId]);

  useEffect(() => {
    input.setAttribute('aria-expanded', String(count > 0));
    if (count > 0 && active >= 0) input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
  }, [input, count, active, optionId]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (available === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
      const open = count > 0;
      if (event.key === 'ArrowDown') move(!open || active + 1 >= count ? 0 : active + 1);
      else if (event.key === 'ArrowUp') move(!open || active <= 0 ? available - 1 : active - 1);
      // A search input clears itself on Escape: an open list only closes, the text stays.
      else if (event.key === 'Escape' && open) close();
      else if (event.key === 'Enter' && open && active >= 0) choose(active);
      else return;
      event.preventDefault();
    };
    input.addEventListener('keydown', onKey);
    return () => input.removeEventListener('keydown', onKey);
  }, [input, available, count, active, move, close, choose]);
}

/**
 * What the field holds, following its typing, and the list's state: closed
 * by Escape, by leaving the field or by choosing; a new text opens it again
 * (once its answer is there), nothing highlighted.
 */
export function useListState(input: HTMLInputElement) {
  const [text, setText] = useState(input.value);
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  const close = useCallback(() => {
    setClosed(true);
    setActive(-1);
  }, []);
  const move = useCallback((to: number) => {
    setClosed(false);
    setActive(to);
  }, []);
  useEffect(() => {
    const onInput = () => {
      setText(input.value);
      move(-1);
    };
    const onFocus = () => move(-1);
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    input.addEventListener('blur', close);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('blur', close);
    };
  }, [input, move, close]);
  return { text, active, closed, close, move };
}

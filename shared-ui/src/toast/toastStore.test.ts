import { createToastStore, TOAST_REMOVE_DELAY_MS } from './toastStore';

describe('toast store (SPEC §9)', () => {
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time', () => {
    const store = createToastStore();
    store.getState().show({ title: 'Erster' });
    store.getState().show({ title: 'Zweiter' });
    expect(store.getState().toasts.map((t) => t.title)).toEqual(['Zweiter']);
  });

  it('removes a dismissed toast after 1,000,000 ms', () => {
    jest.useFakeTimers();
    const store = createToastStore();
    const id = store.getState().show({ title: 'Hallo' });
    store.getState().dismiss(id);
    expect(store.getState().toasts[0]?.open).toBe(false);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getState().toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getState().toasts).toHaveLength(0);
  });
});

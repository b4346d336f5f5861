import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { consolePost } from '../api/consoleApi';
import { useConsoleTexts } from '../api/useConsoleTexts';

/**
 * A staff change posted to the API, then the list read again; what happened
 * (or the API's reason, e.g. the last admin) is said beside the form.
 */
export function useStaffChange() {
  const { errorText } = useConsoleTexts();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean }>();

  const post = async (path: string, body: unknown, done: string): Promise<boolean> => {
    setBusy(true);
    setOutcome(undefined);
    try {
      await consolePost(path, body);
      setOutcome({ text: done, failed: false });
      await revalidate();
      return true;
    } catch (error) {
      setOutcome({ text: errorText(error), failed: true });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, post };
}

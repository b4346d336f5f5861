import type { TextPart } from './searchAnswer';

/** A text with its matched words in `<mark>`; React escapes every run, so no markup gets through. */
export function HighlightedText({ parts }: { parts: TextPart[] }) {
  return (
    <>{parts.map((part, at) => (part.mark ? <mark key={at}>{part.text}</mark> : part.text))}</>
  );
}

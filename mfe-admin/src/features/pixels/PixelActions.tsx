import type { AdminPixel } from 'contracts';
import { RecordActions, recordActionTexts } from '../records/RecordActions';
import { pixelForm } from './pixelForms';
import { EDIT_PARAM } from './pixelPaths';
import { usePixelTexts } from './usePixelTexts';

/** One pixel's actions in the list: edit it, switch it on or off, delete it (asked first). */
export function PixelActions({ pixel }: { pixel: AdminPixel }) {
  const { t, pixelFailureText } = usePixelTexts();
  return (
    <RecordActions
      record={pixel}
      editSearch={`?${EDIT_PARAM}=${encodeURIComponent(pixel.id)}`}
      forms={{ active: pixelForm('active', pixel.id), delete: pixelForm('delete', pixel.id) }}
      named={{ field: 'name', value: pixel.name }}
      texts={recordActionTexts(t, 'pixels', { name: pixel.name })}
      failureText={pixelFailureText}
    />
  );
}

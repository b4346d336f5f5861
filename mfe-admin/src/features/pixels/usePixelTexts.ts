import { pixelMessages } from 'contracts/admin';
import { useFeatureTexts } from '../api/useFeatureTexts';

/**
 * The console's texts, and a failed pixel form said in the member's
 * language: the pixel API's own messages (409 included) by key, else as
 * every console form says its failure.
 */
export function usePixelTexts() {
  const { featureFailureText, ...texts } = useFeatureTexts(pixelMessages, 'pixels');
  return { ...texts, pixelFailureText: featureFailureText };
}

import { routingMessages } from 'contracts/admin';
import { useFeatureTexts } from '../api/useFeatureTexts';

/**
 * The console's texts, and a failed routing form said in the member's
 * language: the routing API's own messages (a bad URL, no event) by key,
 * else as every console form says its failure.
 */
export function useRoutingTexts() {
  const { featureFailureText, ...texts } = useFeatureTexts(routingMessages, 'routing');
  return { ...texts, routingFailureText: featureFailureText };
}

import { gradients, type GradientType } from 'shared-ui';

/** SPEC §2: the card's colour comes from gradientType; an unknown type is emerald-teal. */
export function gradientTypeOf(type: string | null | undefined): GradientType {
  return type && Object.hasOwn(gradients, type) ? (type as GradientType) : 'emerald-teal';
}

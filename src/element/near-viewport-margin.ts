/**
 * How near the viewport a lazy element comes before it calls, like `<img loading="lazy">`: the element's controller and
 * the first module's early loads watch with the same margin, so that both decide alike.
 */
export const NEAR_VIEWPORT_MARGIN = '300px';

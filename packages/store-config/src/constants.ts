// Breakpoints and timing constants of §5 and §9, in one place so every remote and test agrees.
export const BREAKPOINTS = {
  /** under 768px is mobile */
  mobileMax: 767,
  /** 768 to 991 is tablet */
  tabletMax: 991,
  /** under 992 is "small" (sticky menu, mobile menu) */
  smallMax: 991,
} as const;

export const TIMING = {
  estimateBatchMs: 50,
  countdownRefreshMs: 60_000,
  searchValidationPopupMs: 3_000,
  accountPopupMs: 6_000,
  libraryNotificationMs: 3_000,
  savedCartHoverDebounceMs: 300,
  hoverPreviewResetMs: 500,
  tooltipHoverDelayMs: 500,
  sliderAutoplayMs: 5_000,
  carouselDefaultMs: 3_000,
  resizeDebounceMs: 150,
  /** a click right after a drag is the drag's release, not a click: ignored this long (§9) */
  dragClickSuppressMs: 400,
  chunkLoadTimeoutMs: 120_000,
} as const;

export const REQUESTS = {
  retryAttempts: 3,
  retryInitialDelayMs: 500,
  cacheMaxEntries: 1000,
  cacheTtlMs: 5 * 60_000,
} as const;

export const UI = {
  stickyMenuScrollPx: 110,
  readMoreThresholdPx: 144,
  softnessTooltipWidthPx: 274,
  popupWidthPx: 310,
  /** a press becomes a drag once it has moved more than this (§9) */
  dragThresholdPx: 3,
} as const;

/** Softness scale labels of §9, softest first. */
export const SOFTNESS_SCALE = [
  { label: 'Very soft', note: 'ultra-luxe softness' },
  { label: 'Soft', note: 'smooth and comfy' },
  { label: 'Everyday', note: 'basic comfort' },
  { label: 'Rough', note: 'coarse feel' },
] as const;

export type SoftnessLabel = (typeof SOFTNESS_SCALE)[number]['label'];

/** Softness scores run 1..10, higher is softer. */
export function softnessLabel(score: number): SoftnessLabel {
  if (score >= 8) return 'Very soft';
  if (score >= 6) return 'Soft';
  if (score >= 4) return 'Everyday';
  return 'Rough';
}

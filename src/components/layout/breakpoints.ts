/**
 * The one set of layout breakpoints (spec: finance §9 "Breakpoints: xs 400, sm 576, md 768, lg 992,
 * xl 1200, xxl 1400"), in CSS pixels. CSS media queries cannot read custom properties, so the
 * stylesheets write these numbers literally: `(min-width: N px)` from a breakpoint up, and
 * `(max-width: N-0.02 px)` below it (the .02 keeps the two sides from overlapping at N exactly).
 * tests/unit/breakpoints.test.ts fails on any media width in src/ or tenants/ that is not one of these.
 */
export const BREAKPOINTS = { xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const

export type Breakpoint = keyof typeof BREAKPOINTS

/** Media condition for "at least this breakpoint". */
export const fromBreakpoint = (bp: Breakpoint) => `(min-width: ${BREAKPOINTS[bp]}px)`

/** Media condition for "narrower than this breakpoint". */
export const belowBreakpoint = (bp: Breakpoint) => `(max-width: ${BREAKPOINTS[bp] - 0.02}px)`

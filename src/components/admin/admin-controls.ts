/**
 * Payload's field look for our admin screens' native controls (its inputs are styled only inside its
 * own forms): the bulk-action bar above the Cars list and the stock import page. One owner, scoped
 * by a class on the screen's root.
 */
export const adminControlsStyle = (scope: string) => `
.${scope} label { font-size: 0.8125rem; color: var(--theme-elevation-800); }
.${scope} select, .${scope} input[type='text'], .${scope} input[type='file'] { min-height: 2.25rem; margin-top: 0.25rem;
  padding: 0 0.75rem; border: 1px solid var(--theme-elevation-150); border-radius: var(--style-radius-s);
  background: var(--theme-input-bg); color: var(--theme-elevation-800); font: inherit; min-width: 10rem; }
.${scope} input[type='file'] { padding: 0.4rem 0.75rem; }
.${scope} input[type='checkbox'] { width: 1rem; height: 1rem; vertical-align: middle; }
.${scope} table { border-collapse: collapse; margin: 0.5rem 0; }
.${scope} th, .${scope} td { text-align: left; padding: 0.35rem 0.75rem 0.35rem 0; border-bottom: 1px solid var(--theme-elevation-100); }
.${scope} [role='status'] p { margin: 0.5rem 0; }
`

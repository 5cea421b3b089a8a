/** Forecourt's mark: public/favicon.svg's car, under a forecourt canopy. Decorative unless labelled. */
export function ForecourtMark({ size = 32, label }: { size?: number; label?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      xmlns="http://www.w3.org/2000/svg"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {label ? <title>{label}</title> : null}
      <rect width="32" height="32" rx="6" fill="#14213d" />
      <path d="M5 9h22" stroke="#fca311" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M6 20l3-7h14l3 7v4H6z" fill="#fff" />
      <circle cx="11" cy="24" r="2.5" fill="#14213d" />
      <circle cx="21" cy="24" r="2.5" fill="#14213d" />
    </svg>
  )
}

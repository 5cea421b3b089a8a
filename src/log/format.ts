/**
 * How the server writes its log (docs/deploy.md "Operations"): `json`, one JSON object a line for a log
 * collector, or `pretty`, Payload's coloured lines for a person at a terminal. LOG_FORMAT chooses;
 * unset, production (`npm start`) writes JSON and everything else pretty.
 */
export type LogFormat = 'json' | 'pretty'

export function logFormat(env: Record<string, string | undefined> = process.env): LogFormat {
  const chosen = env.LOG_FORMAT?.trim().toLowerCase()
  if (chosen === 'json' || chosen === 'pretty') return chosen
  if (chosen) throw new Error(`LOG_FORMAT must be json or pretty (got "${env.LOG_FORMAT}")`)
  return env.NODE_ENV === 'production' ? 'json' : 'pretty'
}

'use client'

import { useEffect, useMemo } from 'react'
import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * A react-hook-form resolver that loads its schema, and zod with it (about 31 KB gzipped, plus its
 * start-up work), on the shopper's first touch, key or focus anywhere on the page, or at the first
 * check if that comes sooner: not with the page. A page with a form then downloads and runs no zod
 * while it loads, which Lighthouse counts against /contact, /trade-in and /finance.
 * The rules are unchanged: `load` builds the resolver from the schema the server checks with
 * (src/forms/resolvers.ts, reached only through `import()`). A load that fails (a dropped
 * connection) is tried again at the next check. Pass a `load` that keeps its identity (useCallback).
 */
export function useLazyResolver<TIn extends FieldValues, TOut>(
  load: () => Promise<Resolver<TIn, unknown, TOut>>,
): Resolver<TIn, unknown, TOut> {
  const { resolver, preload } = useMemo(() => lazyResolver(load), [load])
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const
    const stop = () => events.forEach((e) => document.removeEventListener(e, start, true))
    function start() {
      stop()
      preload()
    }
    events.forEach((e) => document.addEventListener(e, start, { capture: true, passive: true }))
    return stop
  }, [preload])
  return resolver
}

export function lazyResolver<TIn extends FieldValues, TOut>(load: () => Promise<Resolver<TIn, unknown, TOut>>) {
  let loading: Promise<Resolver<TIn, unknown, TOut>> | null = null
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    }))
  const resolver: Resolver<TIn, unknown, TOut> = async (values, context, options) =>
    (await get())(values, context, options)
  return { resolver, preload: () => void get().catch(() => undefined) }
}

'use client'

import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * false in the server's HTML and while hydrating, true once the page's JavaScript runs. Controls
 * that only work with JavaScript (a button that opens a sheet) start as plain links that work
 * without it, and become buttons after hydration, with no mismatch between server and client.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )

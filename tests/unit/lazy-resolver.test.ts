import type { Resolver } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'

import { lazyResolver } from '@/components/forms/use-lazy-resolver'

// src/components/forms/use-lazy-resolver.ts: a form's zod resolver is loaded on first use, once, and
// a failed load is tried again at the next check (no zod in a page's first download).
type Values = { name: string }
const ok: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} })
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<typeof ok>[2]

/** A load that fails once, as a dropped connection would, then works. */
const failingOnce = () =>
  vi
    .fn<() => Promise<Resolver<Values, unknown, Values>>>()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockResolvedValue(ok)

describe('lazyResolver', () => {
  it('loads nothing until the first check or preload, then loads once', async () => {
    const load = vi.fn(async () => ok)
    const { resolver, preload } = lazyResolver(load)
    expect(load).not.toHaveBeenCalled()
    preload()
    preload()
    expect(await resolver({ name: 'Pat' }, undefined, options)).toEqual({ values: { name: 'Pat' }, errors: {} })
    await resolver({ name: 'Sam' }, undefined, options)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('passes the check through to the loaded resolver, errors included', async () => {
    const invalid: Resolver<Values, unknown, Values> = async () => ({
      values: {},
      errors: { name: { type: 'required', message: 'This is a required field.' } },
    })
    const { resolver } = lazyResolver(async () => invalid)
    expect((await resolver({ name: '' }, undefined, options)).errors).toEqual({
      name: { type: 'required', message: 'This is a required field.' },
    })
  })

  it('a failed load fails that check and is tried again at the next', async () => {
    const load = failingOnce()
    const { resolver, preload } = lazyResolver(load)
    preload() // a failed preload is swallowed, and forgotten once it has failed
    await new Promise((resolve) => setTimeout(resolve))
    await expect(resolver({ name: 'Pat' }, undefined, options)).resolves.toEqual({
      values: { name: 'Pat' },
      errors: {},
    })
    expect(load).toHaveBeenCalledTimes(2)
    const failing = lazyResolver(failingOnce())
    await expect(failing.resolver({ name: 'Pat' }, undefined, options)).rejects.toThrow('chunk failed')
    await expect(failing.resolver({ name: 'Pat' }, undefined, options)).resolves.toMatchObject({ errors: {} })
  })
})

import { useEffect } from 'react'
import type { FieldValues, Path, PathValue, UseFormGetValues, UseFormSetValue } from 'react-hook-form'

import { readStoredUserDetails, storableUserDetails, type StoredUserDetails } from '@/domain/leads/user-details'

/** Where the shopper's details are kept in the browser (finance §3 "Stored user details"). */
const KEY = 'forecourt:user-details'

/** The details a previous form saved, to pre-fill the next one; nothing when storage is unavailable. */
export function loadUserDetails(): Partial<StoredUserDetails> {
  try {
    return readStoredUserDetails(window.localStorage.getItem(KEY))
  } catch {
    return {}
  }
}

/** Saves the details after a successful lead, only when finance §5 allows it (name, email and phone present). */
export function saveUserDetails(values: Partial<Record<string, unknown>>): void {
  const details = storableUserDetails(values)
  if (!details) return
  try {
    window.localStorage.setItem(KEY, JSON.stringify(details))
  } catch {
    // private mode or full storage: the next form is simply not pre-filled
  }
}

/**
 * finance §3 "Stored user details": every lead form pre-fills its empty fields from the details a
 * previous form saved (only `fields`, when the form does not show them all), after hydration.
 */
export function useStoredUserDetails<T extends FieldValues>(
  getValues: UseFormGetValues<T>,
  setValue: UseFormSetValue<T>,
  fields?: readonly string[],
): void {
  useEffect(() => {
    for (const [name, value] of Object.entries(loadUserDetails()))
      if ((!fields || fields.includes(name)) && !getValues(name as Path<T>))
        setValue(name as Path<T>, value as PathValue<T, Path<T>>)
  }, [getValues, setValue, fields])
}

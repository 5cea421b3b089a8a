'use client'

import { createContext, useContext } from 'react'

export type CarSpinnerState = {
  frame: number
  frameCount: number
  setFrame: (frame: number) => void
  /** Called on any user interaction: stops the auto-rotation (stock §4). */
  interrupt: () => void
}

export const CarSpinnerContext = createContext<CarSpinnerState | null>(null)

/** spec: stock §8 "Internal context misuse: Throws 'Error using CarSpinnerContext'". */
export function useCarSpinner(): CarSpinnerState {
  const state = useContext(CarSpinnerContext)
  if (!state) throw new Error('Error using CarSpinnerContext')
  return state
}

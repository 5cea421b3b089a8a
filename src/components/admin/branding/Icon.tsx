import { ForecourtMark } from './ForecourtMark'

/** The admin's small mark, top left of every signed-in page: its name is its accessible label. */
export function Icon() {
  return <ForecourtMark size={24} label="Forecourt" />
}

/** What the stock benchmarks (bench:import, bench:feeds) share: the CLI's number arguments and the makes,
 * models and car types a dealer system's file holds. */
export const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}

export const MAKES = [
  ['Toyota', ['Corolla', 'Camry', 'RAV4', 'HiLux', 'LandCruiser']],
  ['Mazda', ['CX-5', 'Mazda3', 'BT-50']],
  ['Ford', ['Ranger', 'Everest', 'Puma']],
  ['Hyundai', ['i30', 'Tucson', 'Kona']],
  ['Kia', ['Sportage', 'Cerato', 'Carnival']],
] as const
export const TYPES = ['New', 'Used', 'Demo']

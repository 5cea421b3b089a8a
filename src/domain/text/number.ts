/** Whole numbers with comma thousands, as prices and counts are shown (stock §9 "comma thousands"). */
export const groupThousands = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** Kilometres on a card: '29,019 km'. */
export const formatKm = (km: number | null | undefined): string | null =>
  km == null ? null : `${groupThousands(km)} km`

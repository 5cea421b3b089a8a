/** A make's logo as the make tiles draw it (spec: stock §2 "make logo"). */
export type MakeLogo = { url: string; alt: string; width: number; height: number }
/** Lower-cased make name → its logo. A plain object, so Next's data cache can store it. */
export type MakeLogos = Record<string, MakeLogo>

/** Logos are keyed by make without regard to case or stray spaces: cars store 'Toyota', 'MG', … */
export const makeLogoKey = (make: string) => make.trim().toLowerCase()

export const logoForMake = (logos: MakeLogos, make: string): MakeLogo | undefined => logos[makeLogoKey(make)]

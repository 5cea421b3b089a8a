import { PlatformSettings } from './PlatformSettings'

/** Platform-wide singletons (docs/ARCHITECTURE.md "Layout"). */
export const globals = [PlatformSettings]

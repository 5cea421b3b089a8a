import type { CollectionConfig } from 'payload'

import { isSuperAdmin } from '@/access/is-super-admin'
import { isSuperAdminUser } from '@/access/roles'
import { isStaffOrFileRead } from '@/access/staff'
import { tags } from '@/cache/tags'

import { missingFileNotFound } from '../hooks/missing-file-not-found'
import { revalidates } from '../hooks/revalidates'
import { uploadCacheHeaders } from '../hooks/upload-cache'
import { uniqueMakeName } from './hooks/unique-make-name'

/** Where the logo files are stored, relative to the app root (like the Media collection's). */
const MAKE_LOGOS_STATIC_DIR = 'data/make-logos'

/** Any logo edit or delete expires the cached logo map, platform-wide. */
const expire = revalidates(null, tags.makeLogos)

/**
 * Make logos for the search page's make tiles (spec: stock §2 "make logo or body-type image").
 * Platform-wide, not tenant-scoped: a make looks the same on every dealer's site. The images are
 * public like media files (the files, not the list); only super-admins add or change them.
 */
export const MakeLogos: CollectionConfig = {
  slug: 'make-logos',
  admin: {
    useAsTitle: 'make',
    group: 'Platform',
    // Platform-only (docs/staff-guide.md "The admin for dealer staff"): dealer staff never see it in the admin;
    // its access rules still apply.
    hidden: ({ user }) => !isSuperAdminUser(user as never),
    defaultColumns: ['make', 'filename', 'updatedAt'],
  },
  access: { read: isStaffOrFileRead, create: isSuperAdmin, update: isSuperAdmin, delete: isSuperAdmin },
  upload: {
    staticDir: MAKE_LOGOS_STATIC_DIR,
    handlers: [missingFileNotFound(MAKE_LOGOS_STATIC_DIR)],
    modifyResponseHeaders: uploadCacheHeaders,
    mimeTypes: ['image/svg+xml', 'image/png', 'image/webp'],
  },
  hooks: expire.hooks,
  fields: [
    {
      name: 'make',
      label: 'Make',
      type: 'text',
      required: true,
      unique: true,
      validate: uniqueMakeName,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
      admin: { description: "The make's name as cars store it (e.g. Toyota); matched without regard to case." },
    },
    {
      name: 'alt',
      label: 'Alt text (for screen readers)',
      type: 'text',
      defaultValue: '',
      admin: { description: 'Text for the logo where it stands alone.' },
    },
  ],
}

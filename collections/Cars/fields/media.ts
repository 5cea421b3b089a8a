import type { Field } from 'payload'

import { sameTenantMedia } from '@/fields/tenant-media'

/** Gallery, video, 360 spin, interior hotspots and the history report (stock §2, §3). */
export const mediaFields: Field[] = [
  {
    name: 'images',
    label: 'Photos',
    type: 'upload',
    relationTo: 'media',
    hasMany: true,
    filterOptions: sameTenantMedia,
    admin: {
      description: 'The first image is the primary image; more than 3 shows thumbnails.',
      // The list shows the primary photo and a count, not every file name (docs/staff-guide.md "Labels and list columns").
      components: { Cell: '/src/components/admin/CarListCells#PhotosCell' },
    },
  },
  {
    type: 'row',
    fields: [
      { name: 'video_url', label: 'Video URL', type: 'text' },
      { name: 'external_video_url', label: 'External video URL', type: 'text' },
    ],
  },
  {
    name: 'spin_images',
    label: '360° spin photos',
    type: 'upload',
    relationTo: 'media',
    hasMany: true,
    filterOptions: sameTenantMedia,
    admin: { description: '360 spin frames, in order.' },
  },
  {
    type: 'row',
    fields: [
      { name: 'spin_code', label: '360° spin code', type: 'text' },
      {
        name: 'spin_interior_image',
        label: '360° interior photo',
        type: 'upload',
        relationTo: 'media',
        filterOptions: sameTenantMedia,
      },
    ],
  },
  {
    name: 'hotspots',
    label: 'Hotspots',
    type: 'json',
    admin: {
      description:
        'Exterior and interior hotspot lists: { exterior: [{ id, description, anchors, positions: [{ hotspotId, activeAngle, posX, posY }] }], interior: [...] }',
    },
  },
  { name: 'file', label: 'History report', type: 'upload', relationTo: 'media', filterOptions: sameTenantMedia },
]

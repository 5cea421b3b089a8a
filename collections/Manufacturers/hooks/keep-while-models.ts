import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/** A make with models is not deleted from under them: the staff member is told what to do instead. */
export const keepWhileModels: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'models',
    where: { manufacturer: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) {
    throw new APIError(
      `This make has ${totalDocs} model${totalDocs === 1 ? '' : 's'}. Delete them, or mark them Hidden, first.`,
      400,
      undefined,
      true,
    )
  }
}

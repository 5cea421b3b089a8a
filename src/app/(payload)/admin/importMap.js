import { InviteStaff as InviteStaff_1dae0846f9595eb5163a8a72dce7498f } from '../../../../src/components/admin/invite/InviteStaff'
import { WatchTenantCollection as WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { TenantField as TenantField_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { AssignTenantFieldTrigger as AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { StockFeedPanel as StockFeedPanel_03dbe93a34d0d917f0ac7277d0ffbbad } from '../../../../src/components/admin/StockFeedPanel.client'
import { PriceCell as PriceCell_33c90edc4d2bb24ff62ef0fed74ea5b7 } from '../../../../src/components/admin/Cells'
import { PriceAsWritten as PriceAsWritten_dccb09bbd01e2447bf6dc340a5dd92fd } from '../../../../src/components/admin/AsWritten.client'
import { KmCell as KmCell_33c90edc4d2bb24ff62ef0fed74ea5b7 } from '../../../../src/components/admin/Cells'
import { KmAsWritten as KmAsWritten_dccb09bbd01e2447bf6dc340a5dd92fd } from '../../../../src/components/admin/AsWritten.client'
import { PhotosCell as PhotosCell_a2f3ed9af48159f2629316cec00869e5 } from '../../../../src/components/admin/CarListCells'
import { DaysInStockCell as DaysInStockCell_a2f3ed9af48159f2629316cec00869e5 } from '../../../../src/components/admin/CarListCells'
import { LeadsCell as LeadsCell_a2f3ed9af48159f2629316cec00869e5 } from '../../../../src/components/admin/CarListCells'
import { BulkCarActions as BulkCarActions_65b7bd23db94fe22b46386d71094f65f } from '../../../../src/components/admin/BulkCarActions.client'
import { LeadCarCell as LeadCarCell_33c90edc4d2bb24ff62ef0fed74ea5b7 } from '../../../../src/components/admin/Cells'
import { RetryDelivery as RetryDelivery_1fb91e055b83d0a87babbf9144bd8703 } from '../../../../src/components/admin/RetryDelivery.client'
import { OfferLink as OfferLink_c954a9f8d6a2ce4dd041ac36d4f8786e } from '../../../../src/components/admin/OfferLink'
import { ReceivedCell as ReceivedCell_33c90edc4d2bb24ff62ef0fed74ea5b7 } from '../../../../src/components/admin/Cells'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { ReviewsImport as ReviewsImport_c67440a02da1d96fa61c55199369b140 } from '../../../../src/components/admin/ReviewsImport.client'
import { Icon as Icon_933d8136772a6a69f8b0f3bfc50f5f66 } from '../../../../src/components/admin/branding/Icon'
import { Logo as Logo_4166353b3d937b404c77b0774a04f108 } from '../../../../src/components/admin/branding/Logo'
import { StaffLinks as StaffLinks_dbf92683582d0dd15cc42285b2a55fce } from '../../../../src/components/admin/StaffLinks'
import { MorningDashboard as MorningDashboard_fda7066b5965acc360dc964aebdf470b } from '../../../../src/components/admin/dashboard/MorningDashboard'
import { TenantSelector as TenantSelector_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { TenantLogo as TenantLogo_e2aa8fd8db751a6883d388a6db1b7845 } from '../../../../src/components/admin/branding/TenantLogo'
import { TenantSelectionProvider as TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { StockImportView as StockImportView_0f18efddcf822c2c523cb9bbe2bcd49d } from '../../../../src/components/admin/stock-import/StockImportView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/components/admin/invite/InviteStaff#InviteStaff": InviteStaff_1dae0846f9595eb5163a8a72dce7498f,
  "@payloadcms/plugin-multi-tenant/client#WatchTenantCollection": WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a,
  "@payloadcms/plugin-multi-tenant/client#TenantField": TenantField_1d0591e3cf4f332c83a86da13a0de59a,
  "@payloadcms/plugin-multi-tenant/client#AssignTenantFieldTrigger": AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a,
  "/src/components/admin/StockFeedPanel.client#StockFeedPanel": StockFeedPanel_03dbe93a34d0d917f0ac7277d0ffbbad,
  "/src/components/admin/Cells#PriceCell": PriceCell_33c90edc4d2bb24ff62ef0fed74ea5b7,
  "/src/components/admin/AsWritten.client#PriceAsWritten": PriceAsWritten_dccb09bbd01e2447bf6dc340a5dd92fd,
  "/src/components/admin/Cells#KmCell": KmCell_33c90edc4d2bb24ff62ef0fed74ea5b7,
  "/src/components/admin/AsWritten.client#KmAsWritten": KmAsWritten_dccb09bbd01e2447bf6dc340a5dd92fd,
  "/src/components/admin/CarListCells#PhotosCell": PhotosCell_a2f3ed9af48159f2629316cec00869e5,
  "/src/components/admin/CarListCells#DaysInStockCell": DaysInStockCell_a2f3ed9af48159f2629316cec00869e5,
  "/src/components/admin/CarListCells#LeadsCell": LeadsCell_a2f3ed9af48159f2629316cec00869e5,
  "/src/components/admin/BulkCarActions.client#BulkCarActions": BulkCarActions_65b7bd23db94fe22b46386d71094f65f,
  "/src/components/admin/Cells#LeadCarCell": LeadCarCell_33c90edc4d2bb24ff62ef0fed74ea5b7,
  "/src/components/admin/RetryDelivery.client#RetryDelivery": RetryDelivery_1fb91e055b83d0a87babbf9144bd8703,
  "/src/components/admin/OfferLink#OfferLink": OfferLink_c954a9f8d6a2ce4dd041ac36d4f8786e,
  "/src/components/admin/Cells#ReceivedCell": ReceivedCell_33c90edc4d2bb24ff62ef0fed74ea5b7,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/src/components/admin/ReviewsImport.client#ReviewsImport": ReviewsImport_c67440a02da1d96fa61c55199369b140,
  "/src/components/admin/branding/Icon#Icon": Icon_933d8136772a6a69f8b0f3bfc50f5f66,
  "/src/components/admin/branding/Logo#Logo": Logo_4166353b3d937b404c77b0774a04f108,
  "/src/components/admin/StaffLinks#StaffLinks": StaffLinks_dbf92683582d0dd15cc42285b2a55fce,
  "/src/components/admin/dashboard/MorningDashboard#MorningDashboard": MorningDashboard_fda7066b5965acc360dc964aebdf470b,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelector": TenantSelector_d6d5f193a167989e2ee7d14202901e62,
  "/src/components/admin/branding/TenantLogo#TenantLogo": TenantLogo_e2aa8fd8db751a6883d388a6db1b7845,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelectionProvider": TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/src/components/admin/stock-import/StockImportView#StockImportView": StockImportView_0f18efddcf822c2c523cb9bbe2bcd49d,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}

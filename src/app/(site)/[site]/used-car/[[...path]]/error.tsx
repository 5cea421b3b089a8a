'use client'

export { default } from '../../search/[[...path]]/error'

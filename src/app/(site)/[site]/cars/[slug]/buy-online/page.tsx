export { default, metadata } from '../checkout/page'

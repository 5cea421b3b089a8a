// s3rver 3.7 ships no types: what the tests use of it (an S3 protocol server in Node).
declare module 's3rver' {
  type Options = {
    address?: string
    port?: number
    silent?: boolean
    directory?: string
    resetOnClose?: boolean
    configureBuckets?: { name: string }[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}

import type { AddressInfo } from 'node:net'

import ssh2 from 'ssh2'

const { Server, utils } = ssh2
const { OPEN_MODE, STATUS_CODE } = utils.sftp

/**
 * An SFTP server on loopback (the `ssh2` package's server) holding files in memory, for the feed
 * tests: one user with a password or a public key; read-only (open, stat, read, close).
 */
export class SftpFeedServer {
  files = new Map<string, Buffer>()
  port = 0
  private server: InstanceType<typeof Server> | null = null

  constructor(
    private readonly user: string,
    private readonly password: string,
    private readonly publicKey?: string,
  ) {}

  async start(): Promise<this> {
    const hostKey = utils.generateKeyPairSync('ed25519').private
    const allowedKey = this.publicKey ? utils.parseKey(this.publicKey) : null
    this.server = new Server({ hostKeys: [hostKey] }, (client) => {
      client.on('error', () => undefined)
      client.on('authentication', (ctx) => {
        if (ctx.username !== this.user) return ctx.reject()
        if (ctx.method === 'password' && ctx.password === this.password) return ctx.accept()
        if (ctx.method === 'publickey' && allowedKey && !(allowedKey instanceof Error)) {
          const same = ctx.key.data.equals(allowedKey.getPublicSSH())
          if (same && (!ctx.signature || allowedKey.verify(ctx.blob!, ctx.signature, ctx.hashAlgo))) return ctx.accept()
        }
        ctx.reject()
      })
      client.on('ready', () => {
        client.on('session', (accept) => {
          accept().on('sftp', (acceptSftp) => {
            const sftp = acceptSftp()
            const open = new Map<number, { data: Buffer }>()
            let next = 0
            const attrs = (size: number) => ({ mode: 0o100644, uid: 0, gid: 0, size, atime: 0, mtime: 0 })
            sftp.on('OPEN', (reqid, filename, flags) => {
              const data = this.files.get(filename)
              if (!data || !(flags & OPEN_MODE.READ)) return sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE)
              const handle = Buffer.alloc(4)
              handle.writeUInt32BE(next)
              open.set(next++, { data })
              sftp.handle(reqid, handle)
            })
            sftp.on('READ', (reqid, handle, offset, length) => {
              const file = open.get(handle.readUInt32BE(0))
              if (!file) return sftp.status(reqid, STATUS_CODE.FAILURE)
              if (offset >= file.data.length) return sftp.status(reqid, STATUS_CODE.EOF)
              sftp.data(reqid, file.data.subarray(offset, offset + length))
            })
            sftp.on('FSTAT', (reqid, handle) => {
              const file = open.get(handle.readUInt32BE(0))
              if (!file) return sftp.status(reqid, STATUS_CODE.FAILURE)
              sftp.attrs(reqid, attrs(file.data.length))
            })
            const stat = (reqid: number, path: string) => {
              const data = this.files.get(path)
              if (!data) return sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE)
              sftp.attrs(reqid, attrs(data.length))
            }
            sftp.on('STAT', stat)
            sftp.on('LSTAT', stat)
            sftp.on('CLOSE', (reqid, handle) => {
              open.delete(handle.readUInt32BE(0))
              sftp.status(reqid, STATUS_CODE.OK)
            })
          })
        })
      })
    })
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r))
    this.port = (this.server.address() as AddressInfo).port
    return this
  }

  stop(): Promise<void> {
    return new Promise((r) => (this.server ? this.server.close(() => r()) : r()))
  }
}

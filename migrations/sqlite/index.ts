import * as migration_20261122_051548_initial from './20261122_051548_initial';

export const migrations = [
  {
    up: migration_20261122_051548_initial.up,
    down: migration_20261122_051548_initial.down,
    name: '20261122_051548_initial'
  },
];

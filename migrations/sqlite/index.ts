import * as migration_20261122_042226_initial from './20261122_042226_initial';

export const migrations = [
  {
    up: migration_20261122_042226_initial.up,
    down: migration_20261122_042226_initial.down,
    name: '20261122_042226_initial'
  },
];

import * as migration_20261122_042229_initial from './20261122_042229_initial';

export const migrations = [
  {
    up: migration_20261122_042229_initial.up,
    down: migration_20261122_042229_initial.down,
    name: '20261122_042229_initial'
  },
];

import * as migration_20261122_051548_initial from './20261122_051548_initial';
import * as migration_20261122_053457_analytics_events from './20261122_053457_analytics_events';

export const migrations = [
  {
    up: migration_20261122_051548_initial.up,
    down: migration_20261122_051548_initial.down,
    name: '20261122_051548_initial',
  },
  {
    up: migration_20261122_053457_analytics_events.up,
    down: migration_20261122_053457_analytics_events.down,
    name: '20261122_053457_analytics_events'
  },
];

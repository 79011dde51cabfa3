import { TELEMETRY } from '@storefront/telemetry';
import type { GatewayConfig } from '../config';

/** The share of browser sessions that report problems (§9): the setting, else 3 % in production and every session elsewhere. */
export function telemetrySampleRate(config: Pick<GatewayConfig, 'TELEMETRY_SAMPLE_RATE' | 'NODE_ENV'>): number {
  return config.TELEMETRY_SAMPLE_RATE ?? (config.NODE_ENV === 'production' ? TELEMETRY.productionSampleRate : 1);
}

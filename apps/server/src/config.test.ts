import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.shopName).toBe('Zdravo');
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({ PORT: '4100', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(config).toMatchObject({ port: 4100, dataDir: '/tmp/x', databaseUrl: 'postgres://u@h:5432/db' });
  });

  it('stops with one clear line on a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid PORT="eighty": /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/Invalid DATABASE_URL/);
  });

  it('TRUST_PROXY is a hop count or proxy addresses; "true" (any client picks its IP) is refused', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/Invalid TRUST_PROXY="true": trusting every hop/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/Invalid TRUST_PROXY/);
  });

  it('reads TAG_MANAGER_IDS as a container per country, and refuses a malformed list', () => {
    expect(loadConfig({}).tagManagerIds).toEqual({});
    expect(loadConfig({ TAG_MANAGER_IDS: 'HR:GTM-AAAA111, rs:GTM-BBBB222' }).tagManagerIds).toEqual({
      HR: 'GTM-AAAA111',
      RS: 'GTM-BBBB222',
    });
    expect(() => loadConfig({ TAG_MANAGER_IDS: 'DE:GTM-AAAA111' })).toThrow(
      /^Invalid TAG_MANAGER_IDS="DE:GTM-AAAA111": .*BA, RS, HR, ME/,
    );
    expect(() => loadConfig({ TAG_MANAGER_IDS: 'HR:UA-12345' })).toThrow(/COUNTRY:GTM-XXXXXXX/);
    expect(() => loadConfig({ TAG_MANAGER_IDS: 'HR:GTM-AAAA111,HR:GTM-CCCC333' })).toThrow(/named twice/);
    expect(() => loadConfig({ TAG_MANAGER_IDS: 'HR:GTM-AAAA111"><script>' })).toThrow(ConfigError);
  });

  it('reads REDIS_URL (redis:// or rediss://) and REDIS_PREFIX, and refuses others', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, redisPrefix: 'zdravo:' });
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache:6380/2', REDIS_PREFIX: 'shop-hr:' })).toMatchObject({
      redisUrl: 'rediss://:secret@cache:6380/2',
      redisPrefix: 'shop-hr:',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/^Invalid REDIS_URL=.*redis:\/\//);
    expect(() => loadConfig({ REDIS_PREFIX: 'a b*' })).toThrow(/^Invalid REDIS_PREFIX/);
  });
});

export { createHttpRaidApi, type HttpRaidApi, type HttpRaidApiOptions } from './http-raid-api';
export { probeBackend, type ProbeBackendOptions } from './probe-backend';
